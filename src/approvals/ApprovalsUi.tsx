// The purchase-order review list (PX-16-006): each purchase order waiting, with its order, PO number,
// buyer, date and total, and a link to review it.
import { Link } from 'react-router';
import { formatMoney } from '../../machines/pricing/money.ts';
import type { Wire } from '../../machines/wire.ts';
import { accountPaths } from '../content/site.ts';
import { approvalLabels as labels } from '../labels/approvals.ts';

export type Approval = Wire['PurchaseOrderApproval'];

export const formatDate = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' });

export interface Fact {
  label: string;
  value: string;
  testId?: string;
}

/** A list of labelled facts: the review list's cards and the review page's summary, lines and totals. */
export function FactsUi({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="approvals__facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd data-testid={fact.testId}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the list and the review page both say about a purchase order: its number, buyer and date. */
export function approvalFacts(approval: Approval, locale: string): Fact[] {
  return [
    { label: labels.poNumber, value: approval.poNumber },
    { label: labels.buyer, value: approval.requestedBy.name },
    { label: labels.submitted, value: formatDate(approval.submittedDate, locale) },
  ];
}

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
          <FactsUi facts={[...approvalFacts(approval, locale), { label: labels.total, value: formatMoney(approval.totalAmount, approval.currencyIsoCode, locale) }]} />
        </li>
      ))}
    </ul>
  );
}
