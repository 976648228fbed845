// The labels of what every page shows first (the shell, the search box, the widgets, the consent
// banner), registered for translation in one place, by the entry; every other labels module registers
// itself as its page's code loads. A check (tests/unit/labels/catalogues.test.ts) fails on a labels
// module that does neither.
import { consentLabels } from './consent.ts';
import { searchLabels } from './search.ts';
import { footerLabels, headerLabels, homeLabels, layoutLabels } from './shell.ts';
import { translatable } from '../i18n/translate.ts';
import { widgetLabels } from './widgets.ts';

translatable({ layoutLabels, headerLabels, footerLabels, homeLabels, searchLabels, widgetLabels, consentLabels });
