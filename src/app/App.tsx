// The application: the store (API, application and session context), the widget providers
// (toasts, dialogs), and the router under the page's base path — the site base path plus the
// locale segment a locale change adds (SH-4-077, SH-4-078).
import { BrowserRouter } from 'react-router';
import { localisedPathOf } from '../../machines/shell/request-context.ts';
import { WidgetProviders } from '../components/widgets/WidgetProviders.tsx';
import { AppRoutes } from './routes.tsx';
import { SITE_BASE_PATH } from './site-media.ts';
import { StoreProvider } from './StoreProvider.tsx';

export function App() {
  const { basePath } = localisedPathOf(window.location.pathname, SITE_BASE_PATH);
  return (
    <StoreProvider>
      <WidgetProviders>
        <BrowserRouter basename={basePath || undefined}>
          <AppRoutes />
        </BrowserRouter>
      </WidgetProviders>
    </StoreProvider>
  );
}
