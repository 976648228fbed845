// /approvals: the purchase orders of the effective account waiting for review (PX-16-006); a buyer who
// is not an approver is told so (the sandbox refuses the list with 403).
import { httpStatusOf } from '../../machines/retry/http-status.ts';
import { reviewFailure } from '../../machines/approvals/review.machine.ts';
import { readApprovals } from '../api/adapters/orders.ts';
import { useApi, useApplicationContext, useSession } from '../app/store/parts.tsx';
import { useResource } from '../components/layout/useResource.ts';
import { PageLoading } from '../components/layout/Layout.tsx';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { SignedInOnly } from '../components/sign-in/SignedInOnly.tsx';
import { approvalLabels as labels } from '../labels/approvals.ts';
import { ApprovalsUi } from './ApprovalsUi.tsx';
import './approvals.css';

function ApprovalsList() {
  const api = useApi();
  const { locale } = useApplicationContext();
  const { effectiveAccount, session } = useSession();
  const resource = useResource({ account: effectiveAccount?.id ?? session?.accountId ?? '' }, (_key, signal) => readApprovals(api, signal));
  if (resource.status === 'failed') {
    const refused = httpStatusOf(resource.error) === 403;
    return (
      <div className="po-alert" role="alert">
        <p>{refused ? reviewFailure(resource.error) : labels.loadFailed}</p>
        {!refused && (
          <button type="button" className="button" onClick={resource.retry}>
            {labels.retry}
          </button>
        )}
      </div>
    );
  }
  if (!resource.data) return <PageLoading />;
  return <ApprovalsUi approvals={resource.data.items} locale={locale} />;
}

export default function ApprovalsPage() {
  usePageTitle(labels.listHeading);
  return (
    <div className="page-container approvals-page">
      <h1>{labels.listHeading}</h1>
      <p>{labels.listIntro}</p>
      <SignedInOnly text={labels.signIn}>
        <ApprovalsList />
      </SignedInOnly>
    </div>
  );
}
