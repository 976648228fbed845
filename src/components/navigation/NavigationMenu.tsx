// The header's navigation menu (SH §2 "Navigation menu"): items from the navigation-menu call,
// mapped by toNavItems, shown as a bar (large), a bar plus side panel (medium) or a full-screen
// panel (small). The bar's code loads only where a bar shows (medium and large screens).
import { useEffect, useMemo, useState } from 'react';
import { withAppLauncher, withGuestCart, type NavItem } from '../../../machines/navigation/nav-items.ts';
import { readNavigationMenu } from '../../api/adapters/navigation.ts';
import { useApi, useApplicationContext, useSession } from '../../app/store/parts.tsx';
import { CART_PATH } from '../../content/site.ts';
import { widgetLabels } from '../../labels/widgets.ts';
import { MobileNav } from './MobileNav.tsx';
import { COMMUNITY_ID, defaultNavigationSettings, NAVIGATION_LINK_SET, type NavigationMenuSettings } from './settings.ts';
import './navigation.css';
import { PartSlot } from '../layout/PartSlot.tsx';
import { lazyCode } from '../../app/load-code.ts';

const DesktopBar = lazyCode(() => import('./DesktopBar.tsx').then((module) => ({ default: module.DesktopBar })));

export type FormFactor = 'small' | 'medium' | 'large';

export interface NavigationMenuProps {
  formFactor: FormFactor;
  /** Overrides of the store's builder settings. */
  settings?: Partial<NavigationMenuSettings>;
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: NavItem[] };

export function NavigationMenu({ formFactor, settings: overrides }: NavigationMenuProps) {
  const api = useApi();
  const { requestContext, siteBasePath, appContext } = useApplicationContext();
  const { isSignedIn } = useSession();
  const guestCartEnabled = appContext?.guestCartEnabled === true;
  const settings = useMemo(() => ({ ...defaultNavigationSettings, ...overrides }), [overrides]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const effectiveAccountId = requestContext.effectiveAccountId;

  useEffect(() => {
    const controller = new AbortController();
    readNavigationMenu(api, { communityId: COMMUNITY_ID, linkSet: NAVIGATION_LINK_SET, showHomeLink: settings.showHomeLink }, controller.signal)
      .then((items) => setLoad({ status: 'ready', items }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Navigation menu could not be loaded', error);
        setLoad({ status: 'failed' });
      });
    return () => controller.abort();
    // The menu can differ per account the buyer acts for.
  }, [api, settings.showHomeLink, effectiveAccountId]);

  // SH-2-107, SH-2-108: with the launcher option on, the app-launcher item leads the bar and the panels.
  // PX-68-002: a guest who may keep a cart finds it at the end of the menu.
  const items = useMemo(
    () =>
      load.status === 'ready'
        ? withGuestCart(withAppLauncher(load.items, settings.showAppLauncher, widgetLabels.appLauncher.item), { isSignedIn, guestCartEnabled }, widgetLabels.navigation.guestCart, CART_PATH)
        : [],
    [load, settings.showAppLauncher, isSignedIn, guestCartEnabled],
  );
  const common = {
    showBackLabel: settings.showBackLabel,
    itemLimit: settings.itemLimit,
    basePath: siteBasePath,
  };

  return (
    <nav className={`krm-nav krm-nav--${formFactor}`} aria-label={widgetLabels.navigation.region} aria-busy={load.status === 'loading' || undefined}>
      {formFactor !== 'large' && items.length > 0 ? (
        <MobileNav items={items} variant={formFactor === 'small' ? 'full' : 'side'} {...common} />
      ) : null}
      {formFactor !== 'small' ? (
        <PartSlot>
          <DesktopBar items={items} alignment={settings.alignment} {...common} />
        </PartSlot>
      ) : null}
    </nav>
  );
}
