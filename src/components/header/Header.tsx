// The header bound to the store and the viewport: the variant by width (after a short delay), the
// slots by kind of user, the logo per breakpoint and the shopper-assistant shortcut behind its
// context flag (SH-2-034..SH-2-052).
import type { ReactNode } from 'react';
import { lazyAfterPageContent, lazyShellPart, useShellCommitted } from '../../app/after-first-paint.ts';
import { Link } from 'react-router';
import { headerLayout, logoVariant, type HeaderSlot } from '../../../machines/layout/header-slots.ts';
import { useApplicationContext, useSession } from '../../app/store/parts.tsx';
import { useHeaderVariant } from '../../app/useHeaderVariant.ts';
import { LOGO_INTRINSIC, WISHLIST_PATH, storeLogo } from '../../content/site.ts';
import { headerLabels } from '../../labels/shell.ts';
import { Logo } from '../logo/Logo.tsx';
import { WishlistShortcut } from '../wishlist/WishlistShortcut.tsx';
import { HeaderUi } from './HeaderUi.tsx';
import { PartSlot } from '../layout/PartSlot.tsx';

// The header's interactive widgets load after the first paint, once the page shows its content, so
// the page's own content is not held up by their code (PX-05-009, PX-05-023); their places are
// reserved so nothing moves when they arrive.
const SearchInput = lazyShellPart('SearchInput');
// A guest's account place is the login link; the signed-in profile menu loads from it when needed.
const AccountPlace = lazyShellPart('AccountPlace');
const NavigationMenu = lazyShellPart('NavigationMenu');
// Only signed-in buyers have the cart slot (guests get the country picker there).
const CartBadge = lazyAfterPageContent(() => import('../cart-badge/CartBadge.tsx').then((module) => ({ default: module.CartBadge })));
const LocalePickerPlace = lazyShellPart('LocalePickerPlace');

const later = (node: ReactNode) => <PartSlot>{node}</PartSlot>;

const ASSISTANT_PATH = '/customer-service#shopper-assistant';
const PENDING_UNTIL_SESSION: ReadonlySet<HeaderSlot> = new Set(['account', 'cart', 'country']);

function AssistantShortcut() {
  return (
    <Link to={ASSISTANT_PATH} className="header-icon-link assistant-shortcut">
      <svg className="header-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M4.5 5.5h15a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-8l-4.5 3.5v-3.5h-2.5a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <circle cx="8.5" cy="11" r="1.1" fill="currentColor" />
        <circle cx="12" cy="11" r="1.1" fill="currentColor" />
        <circle cx="15.5" cy="11" r="1.1" fill="currentColor" />
      </svg>
      <span className="visually-hidden">{headerLabels.assistant.assistive}</span>
    </Link>
  );
}

export function Header() {
  useShellCommitted();
  const { appContext } = useApplicationContext();
  const { isSignedIn, sessionStatus } = useSession();
  const { variant, formFactor } = useHeaderVariant();
  const known = sessionStatus !== 'loading';
  const userKind = isSignedIn ? 'signedIn' : 'guest';
  const layout = headerLayout(variant, userKind, { shopperAssistant: appContext?.propertiesEx.shopperCopilotUIEnabled === true });

  const slots: Partial<Record<HeaderSlot, ReactNode>> = {
    logo: <Logo imageUrl={storeLogo.imageUrl} variant={logoVariant(storeLogo, variant)} intrinsic={LOGO_INTRINSIC} />,
    // SH-2-098: the navigation follows the live form factor; the header's layout follows after its delay.
    navigation: later(<NavigationMenu formFactor={formFactor} />),
    search: later(<SearchInput />),
    assistant: <AssistantShortcut />,
    wishlist: <WishlistShortcut to={WISHLIST_PATH} assistiveText={headerLabels.wishlist.assistive} />,
    account: later(<AccountPlace />),
    cart: later(<CartBadge />),
    country: later(<LocalePickerPlace />),
  };

  // Until the session is known the guest layout holds the places, hidden, so nothing moves when it arrives.
  return (
    <HeaderUi
      variant={variant}
      layout={layout}
      slots={slots}
      label={headerLabels.header.region}
      userKind={known ? userKind : 'unknown'}
      pending={known ? undefined : PENDING_UNTIL_SESSION}
    />
  );
}
