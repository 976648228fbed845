// A standing order's details (SH-2-014, SH-3-024..SH-3-030): details, schedule, scheduled shipments,
// addresses, billing and annual totals; edit, delay and cancel, each confirmed (SH-1-014, SH-4-004..006).
import { useFocusWhen } from '../components/widgets/focus-after.ts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../machines/pricing/money.ts';
import { formatQuantity } from '../../machines/pricing/quantity-format.ts';
import type { PendingAction } from '../../machines/recurring/standing-order-details.machine.ts';
import { quantityField, type StandingOrderEditField, type StandingOrderEditForm } from '../../machines/recurring/standing-order-edit.ts';
import type { Wire } from '../../machines/wire.ts';
import { addressLine } from '../checkout/step-summaries.ts';
import { accountPaths } from '../content/site.ts';
import { standingOrderLabels as labels } from '../labels/standing-orders.ts';
import { formatDay } from './StandingOrdersUi.tsx';
import { localMessage } from '../i18n/translate.ts';
import { unitWord } from '../labels/units.ts';

export type StandingOrder = Wire['RecurringOrder'];

export interface StandingOrderUiProps {
  order: StandingOrder;
  locale: string;
  form: StandingOrderEditForm | null;
  problems: Partial<Record<StandingOrderEditField, string>>;
  confirming: PendingAction | null;
  delayedTo: string | null;
  busy: boolean;
  message: string | null;
  failure: string | null;
  onEdit(): void;
  onField(field: StandingOrderEditField, value: string): void;
  onSave(): void;
  onDiscard(): void;
  onDelay(): void;
  onCancel(): void;
  onConfirm(): void;
  onDismiss(): void;
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="so-facts">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="so-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function StandingOrderUi(props: StandingOrderUiProps) {
  const { order, locale, form, confirming, busy, message, failure } = props;
  const day = (date: string | null | undefined) => formatDay(date, locale);
  const money = (amount: string) => formatMoney(amount, order.currencyIsoCode, locale);
  const quantity = (value: string) => formatQuantity(value, locale);
  const changeable = order.status === 'Active' || order.status === 'Paused';
  // PX-76-004: a change's outcome takes focus: the confirmation's buttons it came from are gone.
  const noticeRef = useFocusWhen<HTMLParagraphElement>(message);
  const failureRef = useFocusWhen<HTMLParagraphElement>(failure);
  return (
    <div className="standing-order-details">
      <p>
        <Link to={accountPaths.standingOrders}>{labels.back}</Link>
      </p>
      {message && (
        <p ref={noticeRef} className="so-notice" role="status" tabIndex={-1}>
          {localMessage(message)}
        </p>
      )}
      {failure && (
        <p ref={failureRef} className="so-alert" role="alert" tabIndex={-1}>
          {localMessage(failure)}
        </p>
      )}
      <Section id="so-details" title={labels.sections.details}>
        <Facts
          rows={[
            [labels.status, <span data-testid="so-status">{order.status}</span>],
            [labels.ownerName, order.ownerName],
            [labels.scheduledBy, order.scheduledBy],
            [labels.createdDate, day(order.createdDate)],
            [labels.numberOfScheduledProducts, order.numberOfScheduledProducts],
          ]}
        />
        <h3>{labels.sections.items}</h3>
        <ul className="so-shipments">
          {order.items.map((item) => (
            <li key={item.productId}>
              {item.name} ({item.sku}): {quantity(item.quantity)} {unitWord(item.unitOfMeasure)} × {money(item.unitPrice)}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="so-schedule" title={labels.sections.schedule}>
        <Facts
          rows={[
            [labels.frequency, labels.every(order.frequency.interval, order.frequency.unit)],
            [labels.startDate, day(order.startDate)],
            [labels.endDate, order.endDate ? day(order.endDate) : labels.noEndDate],
            [labels.firstShipmentDate, day(order.firstShipmentDate)],
            [labels.nextOrderDate, <span data-testid="so-next-order-date">{day(order.nextOrderDate)}</span>],
          ]}
        />
      </Section>
      {changeable && <Actions {...props} />}
      {form && <EditForm {...props} form={form} />}
      {confirming && <Confirm {...props} confirming={confirming} />}
      {busy && <p role="status">{labels.working}</p>}
      <Section id="so-shipments" title={labels.sections.shipments}>
        <p>
          {labels.estimatedShippingDate}: {day(order.estimatedShippingDate)}
        </p>
        <ul className="so-shipments">
          {order.scheduledShipments.map((shipment, index) => (
            <li key={`${shipment.shipmentDate}-${index}`}>
              {day(shipment.shipmentDate)}: {quantity(shipment.quantity)} {unitWord(order.unitOfMeasure)}, {labels.shipmentStatus[shipment.status] ?? shipment.status}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="so-addresses" title={labels.sections.addresses}>
        <Facts rows={[[labels.shipTo, addressLine(order.shipTo)], [labels.billTo, addressLine(order.billTo)]]} />
      </Section>
      <Section id="so-billing" title={labels.sections.billing}>
        <Facts
          rows={[
            [
              labels.paymentMethod,
              order.billing.paymentMethod.type === 'CreditCard'
                ? labels.card(order.billing.paymentMethod.brand ?? '', order.billing.paymentMethod.lastFour ?? '')
                : labels.purchaseOrder(order.billing.poNumber ?? ''),
            ],
          ]}
        />
      </Section>
      <Section id="so-totals" title={labels.sections.totals}>
        <Facts
          rows={[
            [labels.numberOfShipments, order.numberOfShipments],
            [labels.totalQuantity, quantity(order.totalQuantity)],
            [labels.quantityShipped, quantity(order.quantityShipped)],
            [labels.quantityCancelled, quantity(order.quantityCancelled)],
            [labels.quantityToBeShipped, quantity(order.quantityToBeShipped)],
            [labels.estimatedTax, money(order.estimatedTax)],
            [labels.annualTotal, money(order.annualTotal)],
            [labels.unitOfMeasure, unitWord(order.unitOfMeasure)],
          ]}
        />
      </Section>
    </div>
  );
}

function Actions({ form, confirming, busy, onEdit, onDelay, onCancel }: StandingOrderUiProps) {
  const idle = !form && !confirming && !busy;
  return (
    <section className="so-section" aria-labelledby="so-actions">
      <h2 id="so-actions">{labels.actions}</h2>
      <div className="so-actions">
        <button type="button" className="button button--secondary" disabled={!idle} onClick={onEdit}>
          {labels.edit}
        </button>
        <button type="button" className="button button--secondary" disabled={!idle} onClick={onDelay}>
          {labels.delay}
        </button>
        <button type="button" className="button button--secondary" disabled={!idle} onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
      <p>{labels.cancelPhone}</p>
    </section>
  );
}

function EditForm({ form, problems, confirming, busy, onField, onSave, onDiscard }: StandingOrderUiProps & { form: StandingOrderEditForm }) {
  const field = (name: StandingOrderEditField, value: string, label: string, type: string, extra: Record<string, unknown> = {}) => {
    // Product ids are plain letters and digits, so a quantity's field name makes a valid element id.
    const id = `so-edit-${name.replace('.', '-')}`;
    return (
      <div key={name}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type={type}
          value={value}
          aria-invalid={problems[name] ? true : undefined}
          aria-describedby={problems[name] ? `${id}-problem` : undefined}
          onChange={(event) => onField(name, event.target.value)}
          {...extra}
        />
        {problems[name] && (
          <p id={`${id}-problem`} className="so-problem">
            {problems[name]}
          </p>
        )}
      </div>
    );
  };
  const several = form.quantities.length > 1;
  return (
    <form
      className="so-form"
      noValidate
      aria-labelledby="so-edit-heading"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <h2 id="so-edit-heading">{labels.edit}</h2>
      {form.quantities.map((q) => field(quantityField(q.productId), q.quantity, several ? labels.quantityOf(q.name) : labels.quantity, 'text', { inputMode: 'numeric' }))}
      {field('interval', form.interval, labels.repeatEvery, 'text', { inputMode: 'numeric' })}
      <div>
        <label htmlFor="so-edit-unit">{labels.unit}</label>
        <select id="so-edit-unit" value={form.unit} onChange={(event) => onField('unit', event.target.value)}>
          <option value="Weeks">{labels.weeks}</option>
          <option value="Months">{labels.months}</option>
        </select>
      </div>
      {field('nextOrderDate', form.nextOrderDate, labels.nextOrderDate, 'date')}
      {field('endDate', form.endDate, labels.endDate, 'date')}
      <div className="so-actions">
        <button type="submit" className="button" disabled={busy || confirming !== null}>
          {labels.save}
        </button>
        <button type="button" className="button button--secondary" disabled={busy || confirming !== null} onClick={onDiscard}>
          {labels.discard}
        </button>
      </div>
    </form>
  );
}

function Confirm({ confirming, order, delayedTo, locale, busy, onConfirm, onDismiss }: StandingOrderUiProps & { confirming: PendingAction }) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  const text =
    confirming === 'delay' ? labels.confirmDelay(formatDay(order.nextOrderDate, locale), formatDay(delayedTo, locale)) : confirming === 'cancel' ? labels.confirmCancel : labels.confirmSave;
  return (
    <div className="so-confirm" role="group" aria-labelledby="so-confirm-text">
      <p id="so-confirm-text">{text}</p>
      <div className="so-actions">
        <button ref={confirmRef} type="button" className="button" disabled={busy} onClick={onConfirm}>
          {labels.confirm}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onDismiss}>
          {labels.keep}
        </button>
      </div>
    </div>
  );
}
