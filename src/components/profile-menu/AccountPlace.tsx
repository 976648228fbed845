// The header's account place: a guest sees only the login link, so the profile menu (its machine,
// dropdown and account switcher) loads for signed-in buyers alone (PX-05-020).
import { useSession } from '../../app/store/parts.tsx';
import { LoginLink } from './LoginLink.tsx';
import { defaultProfileMenuSettings, LOGIN_HREF } from './settings.ts';
import { PartSlot } from '../layout/PartSlot.tsx';
import { lazyCode } from '../../app/load-code.ts';

const ProfileMenu = lazyCode(() => import('./ProfileMenu.tsx').then((module) => ({ default: module.ProfileMenu })));

export function AccountPlace() {
  const { sessionStatus, session, isSignedIn } = useSession();
  // As the profile menu holds its place until the session is known.
  const pending = <span className="krm-profile krm-profile--pending" />;
  if (sessionStatus === 'loading' && !session) return pending;
  if (!isSignedIn) return <LoginLink settings={defaultProfileMenuSettings} href={LOGIN_HREF} />;
  return (
    <PartSlot placeholder={pending}>
      <ProfileMenu />
    </PartSlot>
  );
}
