// The purchase-order review list (PX-16-006): each purchase order waiting, with its order, PO number,
// buyer, date and total, and a link to review it.
import { Link } from 'react-router';
import { formatMoney } from '../../machines/pricing/money.ts';
import type { Wire } from '../../machines/wire.ts';
import { accountPaths } from '../content/site.ts';
import { approvalLabels as labels } from '../labels/approvals.ts';

export type Approval = Wire['PurchaseOrderApproval'];

export const formatDate = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' });

export function ApprovalsUi({ approvals, locale }: { approvals: Approval[]; locale: string }) {
  if (approvals.length === 0) return <p className="approvals__empty">{labels.empty}</p>;
  return (
    <ul className="approvals__list">
      {approvals.map((approval) => (
        <li key={approval.approvalId} className="approvals__item">
          <h2 className="approvals__title">
            <Link to={accountPaths.approval(approval.approvalId)} aria-label={labels.open(approval.orderNumber)}>
              {approval.orderNumber}
            </Link>
          </h2>
          <dl className="approvals__facts">
            <div>
              <dt>{labels.poNumber}</dt>
              <dd>{approval.poNumber}</dd>
            </div>
            <div>
              <dt>{labels.buyer}</dt>
              <dd>{approval.requestedBy.name}</dd>
            </div>
            <div>
              <dt>{labels.submitted}</dt>
              <dd>{formatDate(approval.submittedDate, locale)}</dd>
            </div>
            <div>
              <dt>{labels.total}</dt>
              <dd>{formatMoney(approval.totalAmount, approval.currencyIsoCode, locale)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
