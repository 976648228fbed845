// The page layout (SH-2-029..SH-2-033): every page is wrapped with the announcement area, the
// sticky header, the router slot as content and the footer, at least 100vh tall.
import { Suspense, useRef, type ReactNode } from 'react';
import { lazyAfterPageContent, lazyShellPart, useLoadingView, useShellCommitted } from '../../app/after-first-paint.ts';
import { Outlet, useLocation } from 'react-router';
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
// Promo banners exist only for signed-in buyers' groups (SH-6-011), so guests never load them.
const PromoBanner = lazyAfterPageContent(() => import('../promo-banner/PromoBanner.tsx').then((module) => ({ default: module.PromoBanner })));

function Announcements() {
  const { isSignedIn } = useSession();
  return isSignedIn ? (
    <PartSlot>
      <PromoBanner />
    </PartSlot>
  ) : null;
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
  useShellCommitted();
  const { pathname } = useLocation();
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
