// The parts of every page that load after its first paint (PX-05-009, PX-05-023), gathered in one
// module so that they arrive as one file rather than one small file each (PX-05-022).
import { AppOverlays } from './AppOverlays.tsx';
import { Footer } from '../components/footer/Footer.tsx';
import { LocalePickerPlace } from '../components/locale-picker/LocalePickerPlace.tsx';
import { NavigationMenu } from '../components/navigation/NavigationMenu.tsx';
import { AccountPlace } from '../components/profile-menu/AccountPlace.tsx';
import { SearchInput } from '../components/search/SearchInput.tsx';

export const shellParts = { AppOverlays, Footer, LocalePickerPlace, NavigationMenu, AccountPlace, SearchInput };
