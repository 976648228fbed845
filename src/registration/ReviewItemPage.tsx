// One registration for the reviewer (PX-17-005): its details and documents, approve (the SH §1
// credentials e-mail, SH-4-002) or decline with a reason (the notification, SH-4-003).
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { formatFileSize } from '../../machines/registration/documents.ts';
import { ApiError } from '../api/errors.ts';
import { useApi } from '../app/store/parts.tsx';
import { accountPaths } from '../content/site.ts';
import { reviewLabels as labels, registrationLabels, SITE_NAME } from '../labels/registration.ts';
import { detailRows, type RegistrationRecord } from './review-data.ts';
import { ReviewGate } from './ReviewGate.tsx';
import { useReviewRead } from './useReviewer.ts';
import '../shell/pages.css';
import './registration.css';

type Part = 'taxExemptFile' | 'resaleLicenseFile';

function Decision({ registration, onDone }: { registration: RegistrationRecord; onDone: (next: RegistrationRecord) => void }) {
  const api = useApi();
  const [busy, setBusy] = useState<'approve' | 'decline' | undefined>();
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const ids = { reason: useId(), reasonError: useId() };

  const act = async (kind: 'approve' | 'decline') => {
    setBusy(kind);
    setFailure(undefined);
    try {
      onDone(kind === 'approve' ? await api.registration.approve(registration.registrationId) : await api.registration.decline(registration.registrationId, { reason: reason.trim() }));
    } catch (error) {
      setFailure((error instanceof ApiError && error.errors[0]?.message) || labels.failed);
    } finally {
      setBusy(undefined);
    }
  };
  const decline = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonMissing(true);
      reasonRef.current?.focus();
      return;
    }
    setReasonMissing(false);
    void act('decline');
  };

  return (
    <div className="registration">
      {failure ? (
        <div className="form-alert" role="alert">
          {failure}
        </div>
      ) : null}
      <div className="form__actions">
        <button type="button" className="button" disabled={busy !== undefined} onClick={() => void act('approve')}>
          {busy === 'approve' ? labels.approving : labels.approve}
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
            value={reason}
            aria-invalid={reasonMissing || undefined}
            aria-describedby={reasonMissing ? ids.reasonError : undefined}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {reasonMissing ? (
            <p className="form__error" id={ids.reasonError}>
              {labels.reasonRequired}
            </p>
          ) : null}
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--secondary" disabled={busy !== undefined}>
            {busy === 'decline' ? labels.declining : labels.decline}
          </button>
        </div>
      </form>
    </div>
  );
}

function Documents({ registration }: { registration: RegistrationRecord }) {
  const api = useApi();
  const [failure, setFailure] = useState<string | undefined>();
  const open = async (part: Part, name: string) => {
    setFailure(undefined);
    try {
      const blob = await api.registration.document(registration.registrationId, part);
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setFailure(labels.failed);
    }
  };
  if (registration.files.length === 0) return <p>{labels.noDocuments}</p>;
  return (
    <>
      {failure ? (
        <div className="form-alert" role="alert">
          {failure}
        </div>
      ) : null}
      <ul className="registration-review__list">
        {registration.files.map((file) => (
          <li key={file.part} className="registration-review__item">
            <span>
              <strong>{registrationLabels[file.part as Part]}</strong>: {file.name} ({formatFileSize(file.size)})
            </span>
            <button type="button" className="button button--secondary button--small" onClick={() => void open(file.part as Part, file.name)}>
              {labels.view(file.name)}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ReviewItemPage() {
  const api = useApi();
  const { registrationId = '' } = useParams();
  const read = useReviewRead(useCallback((signal: AbortSignal) => api.registration.get(registrationId, signal), [api, registrationId]));
  const [decided, setDecided] = useState<RegistrationRecord | undefined>();

  return (
    <section className="page-container page" aria-labelledby="review-item-title">
      <title>{`${labels.details} — ${SITE_NAME}`}</title>
      <p>
        <Link to={accountPaths.registrationReview}>{labels.back}</Link>
      </p>
      <ReviewGate read={read}>
        {(loaded) => {
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
              <Documents registration={registration} />
              {registration.status === 'Submitted' ? <Decision registration={registration} onDone={setDecided} /> : null}
            </>
          );
        }}
      </ReviewGate>
    </section>
  );
}

export default ReviewItemPage;
