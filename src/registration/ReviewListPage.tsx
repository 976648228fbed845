// The registrations waiting for review, for the reviewer role (PX-17-005, SH-4-001). The read is a
// machine (machines/registration/review-read.machine.ts); this view renders it.
import { Link } from 'react-router';
import { reviewListActors } from '../api/adapters/registration.ts';
import { useApi } from '../app/store/parts.tsx';
import { accountPaths } from '../content/site.ts';
import { reviewLabels as labels, SITE_NAME } from '../labels/registration.ts';
import { applicantName } from './review-data.ts';
import { ReviewGate } from './ReviewGate.tsx';
import { useReviewRead } from './useReviewer.ts';
import '../shell/pages.css';
import './registration.css';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function ReviewListPage() {
  const api = useApi();
  const read = useReviewRead(reviewListActors(api));
  return (
    <section className="page-container page" aria-labelledby="review-title">
      <title>{`${labels.title} — ${SITE_NAME}`}</title>
      <h1 id="review-title">{labels.title}</h1>
      <ReviewGate read={read}>
        {({ registrations }) =>
          registrations.length === 0 ? (
            <p>{labels.empty}</p>
          ) : (
            <ul className="registration-review__list">
              {registrations.map((r) => (
                <li key={r.registrationId} className="registration-review__item">
                  <div>
                    <Link to={accountPaths.registrationReviewItem(r.registrationId)} aria-label={labels.open(r.details.accountName)}>
                      <strong>{r.details.accountName}</strong>
                    </Link>
                    <div>
                      {applicantName(r)} · {r.details.email}
                    </div>
                  </div>
                  <div>
                    {labels.submitted} {dateTime.format(new Date(r.submittedDate))}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </ReviewGate>
    </section>
  );
}

export default ReviewListPage;
