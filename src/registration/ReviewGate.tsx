// What a review page shows while its read is not ready (PX-17-005).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LOGIN_PATH } from '../content/site.ts';
import { reviewLabels as labels } from '../labels/registration.ts';
import type { ReviewRead } from './useReviewer.ts';

export function ReviewGate<T>({ read, children }: { read: ReviewRead<T>; children: (data: T) => ReactNode }) {
  switch (read.status) {
    case 'loading':
      return <p role="status">Loading…</p>;
    case 'signedOut':
    case 'forbidden':
      return (
        <div className="sign-in-prompt" data-testid="review-forbidden">
          <p>{labels.forbidden}</p>
          {read.status === 'signedOut' ? (
            <Link className="button" to={LOGIN_PATH}>
              {labels.signIn}
            </Link>
          ) : null}
        </div>
      );
    case 'failed':
      return (
        <div className="form-alert" role="alert">
          <p>{labels.failed}</p>
          <button type="button" className="button button--secondary" onClick={read.retry}>
            {labels.retry}
          </button>
        </div>
      );
    case 'ready':
      return <>{children(read.data)}</>;
  }
}
