// /approvals/:approvalId: one purchase order to review, through the review machine (PX-16-003,
// PX-16-005, PX-16-006). A decision refreshes the profile menu's count.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { reviewMachine } from '../../machines/approvals/review.machine.ts';
import { reviewActors } from '../api/adapters/orders.ts';
import { useApi, useApplicationContext } from '../app/store/parts.tsx';
import { PageLoading } from '../components/layout/Layout.tsx';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { refreshApprovalCount } from '../components/profile-menu/useApprover.ts';
import { SignedInOnly } from '../components/sign-in/SignedInOnly.tsx';
import { approvalLabels as labels } from '../labels/approvals.ts';
import { ApprovalUi } from './ApprovalUi.tsx';
import './approvals.css';
import { localMessage } from '../i18n/translate.ts';

function Review({ approvalId }: { approvalId: string }) {
  const api = useApi();
  const { locale, appContext } = useApplicationContext();
  const machine = useMemo(() => reviewMachine.provide({ actors: reviewActors(api, () => refreshApprovalCount(api)) }), [api]);
  const actor = useActorRef(machine, { input: { approvalId } });
  const snapshot = useSelector(actor, (current) => current);
  const { data, comment, problem, failure } = snapshot.context;
  if (snapshot.matches('forbidden') || snapshot.matches('failed')) {
    return (
      <div className="po-alert" role="alert">
        <p>{failure && localMessage(failure)}</p>
        {snapshot.matches('failed') && (
          <button type="button" className="button" onClick={() => actor.send({ type: 'retry' })}>
            {labels.retry}
          </button>
        )}
      </div>
    );
  }
  if (!data) return <PageLoading />;
  return (
    <ApprovalUi
      view={data}
      locale={locale}
      taxType={appContext?.taxType}
      comment={comment}
      problem={problem}
      failure={failure}
      busy={snapshot.matches('deciding') || snapshot.matches('loading')}
      onComment={(value) => actor.send({ type: 'comment.changed', value })}
      onApprove={() => actor.send({ type: 'approve' })}
      onDecline={() => actor.send({ type: 'decline' })}
    />
  );
}

export default function ApprovalPage() {
  const { approvalId = '' } = useParams();
  usePageTitle(labels.listHeading);
  return (
    <div className="page-container approvals-page">
      <h1>{labels.listHeading}</h1>
      <SignedInOnly text={labels.signIn}>
        <Review key={approvalId} approvalId={approvalId} />
      </SignedInOnly>
    </div>
  );
}
