// The page layout (SH-2-029..SH-2-033): every page is wrapped with the announcement area, the
// sticky header, the router slot as content and the footer, at least 100vh tall.
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { lazyAfterPageContent, lazyShellPart, useLoadingView, useShellCommitted } from '../../app/after-first-paint.ts';
import { Outlet, useLocation } from 'react-router';
import { documentBootShell } from '../../app/boot-shell.ts';
import { loadCode } from '../../app/load-code.ts';
import { firstScreenWaitsForSession } from '../../app/signed-in-pages.ts';
import { storeLogo } from '../../content/site.ts';
import { layoutLabels } from '../../labels/shell.ts';
import { Header } from '../header/Header.tsx';
import { useSession } from '../../app/store/parts.tsx';
import { ConsentSlot } from '../consent/ConsentSlot.tsx';
import { FailureBoundary } from './FailureBoundary.tsx';
import { PageFailed } from './PageFailed.tsx';
import { PartSlot } from './PartSlot.tsx';
import { useContentFocus } from './useContentFocus.ts';
import './Layout.css';

// The footer sits below the first screen on every page, so its code follows the page's content.
const Footer = lazyShellPart('Footer');
// Promo banners exist only for signed-in buyers' groups (SH-6-011), so guests never load them. Their
// code comes after the page's content (PX-05-023), but on the account pages with the first screen
// (PX-27-001); once here, it renders without a loading step.
type PromoBannerComponent = (typeof import('../promo-banner/PromoBanner.tsx'))['PromoBanner'];
let promoBanner: PromoBannerComponent | undefined;
let promoBannerCode: Promise<PromoBannerComponent> | undefined;

function loadPromoBanner(): Promise<PromoBannerComponent> {
  promoBannerCode ??= loadCode(() => import('../promo-banner/PromoBanner.tsx')).then(
    (module) => (promoBanner = module.PromoBanner),
    (error: unknown) => {
      // A later page may try again.
      promoBannerCode = undefined;
      throw error;
    },
  );
  return promoBannerCode;
}

const LazyPromoBanner = lazyAfterPageContent(() => loadPromoBanner().then((PromoBanner) => ({ default: PromoBanner })));

function Announcements() {
  const { isSignedIn } = useSession();
  const Banner = promoBanner ?? LazyPromoBanner;
  return isSignedIn ? (
    <PartSlot>
      <Banner />
    </PartSlot>
  ) : null;
}

/**
 * PX-27-001: on a page only a signed-in buyer uses (src/app/signed-in-pages.ts), and on the cart and
 * the checkout (PX-22-003), the first screen waits until the session has been read and, for a
 * signed-in buyer, the promo banner's code is here (index.html preloads it with the page's), showing
 * the boot placeholder until then: the banner above the header then comes with the header and the
 * page instead of pushing both down once they show. Only the page load's first read counts: a later
 * one (a refresh) never hides the page.
 */
function useFirstScreenWaits(pathname: string): boolean {
  const { sessionStatus, isSignedIn } = useSession();
  const [shown, setShown] = useState(false);
  const [bannerSettled, setBannerSettled] = useState(false);
  const needsBanner = sessionStatus !== 'loading' && isSignedIn && !promoBanner && !bannerSettled;
  useEffect(() => {
    if (!needsBanner) return undefined;
    let live = true;
    // Without the banner's code (a failed download) the page shows without it, as elsewhere.
    void loadPromoBanner()
      .catch(() => undefined)
      .finally(() => live && setBannerSettled(true));
    return () => {
      live = false;
    };
  }, [needsBanner]);
  const waits = !shown && firstScreenWaitsForSession(pathname) && (sessionStatus === 'loading' || needsBanner);
  if (!waits && !shown) setShown(true);
  return waits;
}

/**
 * While the first screen waits: index.html's placeholder stays as it is (PX-41-002), with the promo
 * banners the early script may have painted into it (PX-41-001); a document without one (the
 * component tests) gets the application's copy: the header's bar with the store logo.
 */
function BootShell() {
  if (documentBootShell()) return null;
  return (
    <div className="boot-shell" aria-hidden="true" data-testid="boot-shell">
      <div className="page-container boot-shell__bar">
        <img className="boot-shell__logo boot-shell__logo--image" src={storeLogo.imageUrl} alt="" />
      </div>
    </div>
  );
}

export interface LayoutProps {
  /** Mounted once after the footer: the app-wide modal host and toast container. */
  overlays?: ReactNode;
}

export function PageLoading() {
  useLoadingView();
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__bar" aria-hidden="true" />
      <span className="visually-hidden">{layoutLabels.loadingPage}</span>
    </div>
  );
}

export function Layout({ overlays }: LayoutProps) {
  const { pathname } = useLocation();
  return useFirstScreenWaits(pathname) ? <BootShell /> : <SiteLayout overlays={overlays} pathname={pathname} />;
}

function SiteLayout({ overlays, pathname }: LayoutProps & { pathname: string }) {
  useShellCommitted();
  // PX-41-002: index.html's placeholder goes in the commit that puts the header and the banners in its place.
  useLayoutEffect(() => documentBootShell()?.remove(), []);
  const mainRef = useRef<HTMLElement>(null);
  useContentFocus(mainRef, pathname);

  return (
    <div className="site" data-testid="site-layout">
      <a className="skip-link" href="#main">
        {layoutLabels.skipToContent}
      </a>
      {/* Early in the reading and tab order, docked to the window's bottom (PX-06-024). */}
      <ConsentSlot />
      <div className="site__announcements" data-testid="announcement-area">
        <Announcements />
      </div>
      <Header />
      <main id="main" ref={mainRef} className="site__content" tabIndex={-1}>
        {/* A failed page leaves the header and footer working; the next address clears it. */}
        <FailureBoundary fallback={<PageFailed />} resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </FailureBoundary>
      </main>
      <PartSlot>
        <Footer />
      </PartSlot>
      {overlays}
    </div>
  );
}
