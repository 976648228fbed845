// The catalogue pages wait for the application context and the session (so their first request
// already goes out as the right shopper), then show a sign-in prompt to guests when the context says
// guest browsing is off (PX-06-030).
import type { ReactNode } from 'react';
import { mustSignInToBrowse } from '../../machines/catalogue/guest-access.ts';
import { useApplicationContext, useSession } from '../app/store/parts.tsx';
import { SignInPrompt } from '../components/sign-in/SignInPrompt.tsx';
import { catalogueGateLabels } from '../labels/shell-pages.ts';
import { PageLoading } from '../components/layout/Layout.tsx';

export function CatalogueGate({ children }: { children: ReactNode }) {
  const { appContext, appContextStatus } = useApplicationContext();
  const { sessionStatus, isSignedIn } = useSession();
  if (appContextStatus === 'loading' || sessionStatus === 'loading') return <PageLoading />;
  // Without an application context the flag is unknown: the pages try, and show their own errors.
  if (appContextStatus === 'ready' && mustSignInToBrowse({ isSignedIn, guestBrowsingEnabled: appContext?.guestBrowsingEnabled })) {
    return (
      <div className="page-container catalogue-page">
        <SignInPrompt text={catalogueGateLabels.guestBrowsingOff} />
      </div>
    );
  }
  return <>{children}</>;
}
