// One registration for the reviewer (PX-17-005): its details and documents, approve (the SH §1
// credentials e-mail, SH-4-002) or decline with a reason (the notification, SH-4-003). The read and
// the decision are machines (machines/registration/); this view renders them and sends events.
import { useId, useRef, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { formatFileSize } from '../../machines/registration/documents.ts';
import type { DocumentPart, RegistrationRecord } from '../../machines/registration/review-decision.machine.ts';
import { reviewDecisionActors, reviewItemActors } from '../api/adapters/registration.ts';
import { useApi } from '../app/store/parts.tsx';
import type { StoreApi } from '../api/registry.ts';
import { accountPaths } from '../content/site.ts';
import { reviewLabels as labels, registrationLabels, SITE_NAME } from '../labels/registration.ts';
import { detailRows } from './review-data.ts';
import { ReviewGate } from './ReviewGate.tsx';
import { useReviewDecision, type ReviewDecision } from './useReviewDecision.ts';
import { useReviewRead } from './useReviewer.ts';
import '../shell/pages.css';
import './registration.css';

function Decision({ decision }: { decision: ReviewDecision }) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const ids = { reason: useId(), reasonError: useId() };
  const busy = decision.busy !== undefined;
  const decline = (event: FormEvent) => {
    event.preventDefault();
    if (!decision.decline()) reasonRef.current?.focus();
  };

  return (
    <div className="registration">
      {decision.failure !== undefined ? (
        <div className="form-alert" role="alert">
          {decision.failure || labels.decisionFailed}
        </div>
      ) : null}
      <div className="form__actions">
        <button type="button" className="button" disabled={busy} onClick={decision.approve}>
          {decision.busy === 'approve' ? labels.approving : labels.approve}
        </button>
      </div>
      <form className="form" noValidate onSubmit={decline}>
        <div className="form__field">
          <label htmlFor={ids.reason}>{labels.reason}</label>
          <textarea
            id={ids.reason}
            ref={reasonRef}
            rows={3}
            className="registration-review__reason"
            value={decision.reason}
            aria-invalid={decision.reasonMissing || undefined}
            aria-describedby={decision.reasonMissing ? ids.reasonError : undefined}
            onChange={(event) => decision.editReason(event.currentTarget.value)}
          />
          {decision.reasonMissing ? (
            <p className="form__error" id={ids.reasonError}>
              {labels.reasonRequired}
            </p>
          ) : null}
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--secondary" disabled={busy}>
            {decision.busy === 'decline' ? labels.declining : labels.decline}
          </button>
        </div>
      </form>
    </div>
  );
}

function Documents({ registration, decision }: { registration: RegistrationRecord; decision: ReviewDecision }) {
  if (registration.files.length === 0) return <p>{labels.noDocuments}</p>;
  return (
    <>
      {/* PX-33-001: the failed document by name, beside the list; the rest of the page is untouched. */}
      {decision.failedDocument !== undefined ? (
        <div className="form-alert" role="alert" data-testid="review-document-failed">
          {labels.documentFailed(decision.failedDocument)}
        </div>
      ) : null}
      <ul className="registration-review__list">
        {registration.files.map((file) => (
          <li key={file.part} className="registration-review__item">
            <span>
              <strong>{registrationLabels[file.part as DocumentPart]}</strong>: {file.name} ({formatFileSize(file.size)})
            </span>
            <button type="button" className="button button--secondary button--small" onClick={() => decision.openDocument(file.part as DocumentPart, file.name)}>
              {labels.view(file.name)}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function Review({ registrationId, api }: { registrationId: string; api: StoreApi }) {
  const read = useReviewRead(reviewItemActors(api, registrationId));
  const decision = useReviewDecision(registrationId, reviewDecisionActors(api));
  return (
    <>
      {/* PX-59-002: the page keeps a heading when the registration cannot be shown (signed out, refused, failed);
          once shown, its account name is the heading. */}
      {read.status === 'ready' || read.status === 'loading' ? null : <h1 id="review-item-title">{labels.details}</h1>}
      <ReviewGate read={read}>
        {(loaded) => {
          const { decided } = decision;
          const registration = decided ?? loaded;
          return (
            <>
              <h1 id="review-item-title">{registration.details.accountName}</h1>
              <p>
                {labels.status}: <strong data-testid="registration-status">{registration.status}</strong>
              </p>
              {decided ? (
                <div className="form-notice" role="status">
                  {decided.status === 'Approved' ? labels.approvedNotice : labels.declinedNotice}
                </div>
              ) : null}
              <h2>{labels.details}</h2>
              <dl className="registration-review__details">
                {detailRows(registration).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <h2>{labels.documents}</h2>
              <Documents registration={registration} decision={decision} />
              {registration.status === 'Submitted' ? <Decision decision={decision} /> : null}
            </>
          );
        }}
      </ReviewGate>
    </>
  );
}

function ReviewItemPage() {
  const api = useApi();
  const { registrationId = '' } = useParams();

  return (
    <section className="page-container page" aria-labelledby="review-item-title">
      <title>{`${labels.details} — ${SITE_NAME}`}</title>
      <p>
        <Link to={accountPaths.registrationReview}>{labels.back}</Link>
      </p>
      {/* Another registration is another read and another decision. */}
      <Review key={registrationId} registrationId={registrationId} api={api} />
    </section>
  );
}

export default ReviewItemPage;
