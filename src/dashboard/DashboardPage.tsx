// /dashboard (accountPaths.dashboard): the effective account at a glance (issue 16). One screen:
// the four reads start together once the page's chunk runs; guests are asked to sign in.
import { useEffect, useState } from 'react';
import { loadDashboard, type Dashboard } from '../../machines/dashboard/dashboard.ts';
import { isStaffSession } from '../../machines/session/staff-session.ts';
import { dashboardApis } from '../api/adapters/orders.ts';
import { useApi, useApplicationContext, useSession } from '../app/store/parts.tsx';
import { PageLoading } from '../components/layout/Layout.tsx';
import { SignInPrompt } from '../components/sign-in/SignInPrompt.tsx';
import { dashboardLabels } from '../labels/dashboard.ts';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { DashboardUi, StaffDashboardUi } from './DashboardUi.tsx';
import './dashboard.css';

function DashboardContent() {
  const api = useApi();
  const { locale, requestContext } = useApplicationContext();
  const { effectiveAccount, session } = useSession();
  const [dashboard, setDashboard] = useState<Dashboard>();
  useEffect(() => {
    const controller = new AbortController();
    setDashboard(undefined);
    void loadDashboard(dashboardApis(api), controller.signal).then((loaded) => {
      if (!controller.signal.aborted) setDashboard(loaded);
    });
    return () => controller.abort();
  }, [api, requestContext.effectiveAccountId]);
  return <DashboardUi dashboard={dashboard} accountName={effectiveAccount?.name ?? session?.accountName ?? undefined} locale={locale} />;
}

export default function DashboardPage() {
  usePageTitle(dashboardLabels.heading);
  const { isSignedIn, sessionStatus, session } = useSession();
  // PX-69-002: staff have no buyer account, so nothing of a buyer's is read for them.
  const content = isStaffSession(session) ? <StaffDashboardUi name={session?.profile?.firstName ?? undefined} /> : <DashboardContent />;
  return (
    <div className="page-container dashboard-page">
      <h1>{dashboardLabels.heading}</h1>
      {sessionStatus === 'loading' ? <PageLoading /> : isSignedIn ? content : <SignInPrompt text={dashboardLabels.signIn} />}
    </div>
  );
}
