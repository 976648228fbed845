// The guest's login link (SH-2-067..SH-2-070): all a guest's profile place shows, in a module of
// its own so guests do not load the signed-in menu, its machine or the account switcher.
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { decorationStyle, textAlignment, type ProfileMenuSettings } from './settings.ts';
import './profile-menu.css';

export function LoginLink({ settings, href }: { settings: ProfileMenuSettings; href: string }) {
  const style = {
    '--krm-login-color': settings.loginLinkColor,
    '--krm-login-hover-color': settings.loginLinkHoverColor,
    textAlign: textAlignment(settings.loginTextAlignment),
    ...decorationStyle(settings.loginLinkDecoration),
  } as CSSProperties;
  return (
    <div className="krm-profile krm-profile--guest" style={{ textAlign: textAlignment(settings.loginTextAlignment) }}>
      <Link className="krm-profile__login" to={href} style={style}>
        {settings.loginButtonText}
      </Link>
    </div>
  );
}
