// One purchase order under review (PX-16-003, PX-16-005): its order lines, totals, buyer, PO number
// and document (view or download), then the decision with a comment, required to decline.
import { useFocusWhen } from '../components/widgets/focus-after.ts';
import { Link } from 'react-router';
import type { ApprovalReview } from '../../machines/approvals/review.machine.ts';
import { orderDeliveries } from '../../machines/orders/deliveries.ts';
import { formatMoney } from '../../machines/pricing/money.ts';
import { OrderDeliveriesUi } from '../checkout/OrderDeliveriesUi.tsx';
import { placedOrderTotalsRows } from '../../machines/orders/order-totals.ts';
import { TotalsUi } from '../components/totals/TotalsUi.tsx';
import { accountPaths } from '../content/site.ts';
import { approvalLabels as labels } from '../labels/approvals.ts';
import { approvalFacts, FactsUi, formatDate } from './ApprovalsUi.tsx';
import { localMessage } from '../i18n/translate.ts';

/** What the page shows: the review machine's purchase order and its order. */
type ApprovalView = ApprovalReview;

export interface ApprovalUiProps {
  view: ApprovalView;
  locale: string;
  /** The store's taxType: a Gross store's tax is included in the prices (PX-68-013). */
  taxType?: string | null;
  comment: string;
  problem: string | null;
  failure: string | null;
  busy: boolean;
  onComment(value: string): void;
  onApprove(): void;
  onDecline(): void;
}

export function ApprovalUi({ view, locale, taxType, comment, problem, failure, busy, onComment, onApprove, onDecline }: ApprovalUiProps) {
  const { approval, order } = view;
  const money = (amount: string) => formatMoney(amount, order.currencyIsoCode, locale);
  const decision = approval.decision;
  // PX-76-004: approving or declining replaces the form with the decision, which takes focus (the
  // buttons pressed are gone); a refusal takes it, and a decline without its comment sends it to the comment.
  const decided = useFocusWhen<HTMLDivElement>(decision?.decidedDate);
  const failed = useFocusWhen<HTMLParagraphElement>(failure);
  const commentField = useFocusWhen<HTMLTextAreaElement>(problem);
  return (
    <div className="approval">
      <p>
        <Link to={accountPaths.approvals}>{labels.back}</Link>
      </p>
      <FactsUi
        facts={[
          { label: labels.status, value: labels.statusText[approval.status] ?? approval.status, testId: 'approval-status' },
          // PX-68-013: the order under review by its number, as the buyer and the e-mails name it.
          { label: labels.orderNumber, value: order.orderNumber, testId: 'approval-order-number' },
          ...approvalFacts(approval, locale),
        ]}
      />
      <section className="approval__section" aria-labelledby="approval-lines">
        <h2 id="approval-lines">{labels.lines}</h2>
        <ul className="approval__lines">
          {order.items.map((item) => (
            <li key={item.orderItemSummaryId}>
              <strong>{item.description}</strong>
              <FactsUi
                facts={[
                  { label: labels.sku, value: item.sku },
                  { label: labels.quantity, value: String(item.quantity) },
                  { label: labels.unitPrice, value: money(item.priceEach) },
                  { label: labels.lineTotal, value: money(item.totalPrice) },
                ]}
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="approval__section" aria-labelledby="approval-totals">
        <h2 id="approval-totals">{labels.totals}</h2>
        {/* PX-68-013: the one totals component: tariff shown, tax marked included, the parts adding up. */}
        <TotalsUi rows={placedOrderTotalsRows(order, taxType)} money={money} className="totals approval__totals" testId="approval-totals" />
      </section>
      <section className="approval__section" aria-labelledby="approval-deliveries">
        <h2 id="approval-deliveries">{labels.deliveries}</h2>
        {/* PX-21-007: the approver sees where each part of the order would ship (two places for a split shipment). */}
        <OrderDeliveriesUi deliveries={orderDeliveries(order)} formatDate={(date) => formatDate(date, locale)} headingLevel={3} />
      </section>
      <section className="approval__section" aria-labelledby="approval-file">
        <h2 id="approval-file">{labels.file}</h2>
        <p className="approval__file">
          <a href={approval.purchaseOrderFile.url} target="_blank" rel="noopener noreferrer">
            {labels.viewFile(approval.purchaseOrderFile.name)}
          </a>
          <a href={approval.purchaseOrderFile.url} download={approval.purchaseOrderFile.name}>
            {labels.downloadFile(approval.purchaseOrderFile.name)}
          </a>
        </p>
      </section>
      <section className="approval__section approval__decision" aria-labelledby="approval-decision">
        <h2 id="approval-decision">{labels.decision}</h2>
        {failure && (
          <p ref={failed} className="po-alert" role="alert" tabIndex={-1}>
            {localMessage(failure)}
          </p>
        )}
        {decision ? (
          <div ref={decided} className="po-notice" role="status" tabIndex={-1}>
            <p>{labels.decided(labels.statusText[approval.status] ?? approval.status, decision.decidedBy.name, formatDate(decision.decidedDate, locale))}</p>
            {(decision.reason ?? decision.comment) && <p>{labels.decidedComment((decision.reason ?? decision.comment)!)}</p>}
          </div>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onApprove();
            }}
          >
            <label htmlFor="approval-comment">{labels.comment}</label>
            <p id="approval-comment-hint">{labels.commentHint}</p>
            <textarea
              ref={commentField}
              id="approval-comment"
              value={comment}
              maxLength={1000}
              aria-describedby={problem ? 'approval-comment-hint approval-comment-problem' : 'approval-comment-hint'}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => onComment(event.target.value)}
            />
            {problem && (
              <p id="approval-comment-problem" className="approval__problem" role="alert">
                {localMessage(problem)}
              </p>
            )}
            <div className="approval__actions">
              <button type="submit" className="button" disabled={busy}>
                {labels.approve}
              </button>
              <button type="button" className="button button--secondary" disabled={busy} onClick={onDecline}>
                {labels.decline}
              </button>
            </div>
            {busy && <p role="status">{labels.deciding}</p>}
          </form>
        )}
      </section>
    </div>
  );
}
