// The standing-order set-up popup's content (SH-2-013): the form bound to the set-up machine, the
// account's shipping addresses to choose from (the default first), the next order date computed, and
// the purchase order or card that pays each order (PX-23-002). Opened for one product from its page or
// for the cart's eligible lines (PX-23-001), which become one standing order (PX-32-005).
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { computedNextOrderDate, setupPopupMachine, type SetupField, type SetupLine } from '../../machines/recurring/setup-popup.machine.ts';
import { quantityField } from '../../machines/recurring/standing-order-edit.ts';
import { nextDay } from '../../machines/catalogue/standing-order-setup.machine.ts';
import { failureMessage } from '../../machines/checkout/failure-message.ts';
import type { Wire } from '../../machines/wire.ts';
import { setupPopupActors, readSetupAddresses } from '../api/adapters/recurring.ts';
import { useApi, useApplicationContext } from '../app/store/parts.tsx';
import { useResource } from '../components/layout/useResource.ts';
import { accountPaths } from '../content/site.ts';
import { CardFieldsUi } from '../checkout/steps/CardFieldsUi.tsx';
import { FieldUi, SelectFieldUi } from '../checkout/FieldUi.tsx';
import '../checkout/checkout.css';
import { addressLine } from '../checkout/step-summaries.ts';
import { standingOrderLabels as labels, setupQuantityText, viewCreatedText } from '../labels/standing-orders.ts';
import { formatDay } from './StandingOrdersUi.tsx';
import { localToday } from './StandingOrderPage.tsx';
import { unitWord } from '../labels/units.ts';
import './standing-orders.css';

/** A product to schedule; the name lists it in the popup when several are scheduled at once. */
export type SetupPopupLine = SetupLine & { name?: string };

export interface SetupPopupProps {
  lines: SetupPopupLine[];
}

type Address = Wire['AccountAddress'];

export default function SetupPopup({ lines }: SetupPopupProps) {
  const api = useApi();
  const addresses = useResource('addresses', (_key, signal) => readSetupAddresses(api, signal));
  if (!addresses.data) return <p role="status">{addresses.status === 'failed' ? labels.createFailed : labels.loadingAddresses}</p>;
  return <SetupForm lines={lines} shipping={addresses.data.shipping} billTo={addresses.data.billTo} />;
}

function SetupForm({ lines, shipping, billTo }: SetupPopupProps & { shipping: Address[]; billTo: Address | undefined }) {
  const api = useApi();
  const { locale } = useApplicationContext();
  const today = useMemo(localToday, []);
  const machine = useMemo(
    () =>
      setupPopupMachine.provide({ actors: setupPopupActors(api, billTo!) }),
    [api, billTo],
  );
  const first = nextDay(today);
  // PX-32-005: one key for the whole set-up, so every retry of it names the same standing order.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const actor = useActorRef(machine, {
    input: { today, lines, idempotencyKey, form: { interval: '4', unit: 'Weeks', startDate: first, firstShipmentDate: first, endDate: '', shipToAddressId: shipping[0]?.addressId ?? '', poNumber: '', payment: 'PurchaseOrder' } },
  });
  const snapshot = useSelector(actor, (current) => current);
  const { form, card, quantities, problems, failure, created } = snapshot.context;
  const next = computedNextOrderDate(form, today);
  const now = useMemo(() => new Date(`${today}T12:00:00`), [today]);
  if (snapshot.matches('done')) {
    return (
      // The form that had focus is gone: focus moves to the result, inside the dialog (Escape still closes it).
      <div role="status" tabIndex={-1} ref={(node) => node?.focus()} className="so-result">
        <p>{labels.created}</p>
        <p>
          <Link to={accountPaths.standingOrder(created!)}>{viewCreatedText(lines.length === 1 ? lines[0]!.name : undefined)}</Link>
        </p>
      </div>
    );
  }
  const change = (field: SetupField) => (event: { target: { value: string } }) => actor.send({ type: 'field.changed', field, value: event.target.value });
  // PX-75-006: the fields are the store's form fields (FieldUi: label, control, error below it tied to
  // the control), as on the address and checkout forms.
  const input = (field: SetupField, label: string, type: string) => (
    <FieldUi id={`so-setup-${field}`} label={label} error={problems[field]}>
      {(props) => <input {...props} type={type} value={form[field]} onChange={change(field)} />}
    </FieldUi>
  );
  const payment = (value: typeof form.payment, label: string) => (
    <label className="so-choice">
      <input type="radio" name="so-setup-payment" value={value} checked={form.payment === value} onChange={change('payment')} /> {label}
    </label>
  );
  return (
    <form
      className="form checkout-form so-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'submit' });
      }}
    >
      {/* PX-70-015: each product's quantity is asked here, the page's to start with. */}
      <div className="so-form__lines">
        {lines.some((line) => line.name) && (
          <h3 id="so-setup-lines" className="so-form__heading">
            {labels.linesHeading}
          </h3>
        )}
        {lines.map((line) => {
          const field = quantityField(line.productId);
          return (
            <FieldUi key={line.productId} id={`so-setup-${field}`} label={setupQuantityText(line.name, unitWord(line.unitOfMeasure))} error={problems[field]}>
              {(props) => (
                <input
                  {...props}
                  type="text"
                  inputMode="numeric"
                  value={quantities[line.productId] ?? ''}
                  onChange={(event) => actor.send({ type: 'quantity.changed', productId: line.productId, value: event.target.value })}
                />
              )}
            </FieldUi>
          );
        })}
      </div>
      {input('interval', labels.repeatEvery, 'text')}
      <SelectFieldUi
        id="so-setup-unit"
        label={labels.unit}
        autoComplete="off"
        value={form.unit}
        options={[
          { value: 'Weeks', label: labels.weeks },
          { value: 'Months', label: labels.months },
        ]}
        onChange={(value) => actor.send({ type: 'field.changed', field: 'unit', value })}
      />
      {input('startDate', labels.startDate, 'date')}
      {input('firstShipmentDate', labels.firstShipmentDate, 'date')}
      {input('endDate', labels.endDate, 'date')}
      <p>
        {labels.computedNext}: <strong data-testid="so-setup-next">{next ? formatDay(next, locale) : labels.computedNone}</strong>
      </p>
      <SelectFieldUi
        id="so-setup-shipToAddressId"
        label={labels.shipToChoice}
        error={problems.shipToAddressId}
        autoComplete="off"
        value={form.shipToAddressId}
        options={shipping.map((address) => ({ value: address.addressId, label: addressLine(address) }))}
        onChange={(value) => actor.send({ type: 'field.changed', field: 'shipToAddressId', value })}
      />
      <fieldset className="so-payment">
        <legend>{labels.payWith}</legend>
        {payment('PurchaseOrder', labels.payByPurchaseOrder)}
        {payment('CreditCard', labels.payByCard)}
      </fieldset>
      {form.payment === 'PurchaseOrder' ? (
        input('poNumber', labels.poNumber, 'text')
      ) : (
        <CardFieldsUi idPrefix="so-card" card={card} errors={problems} now={now} onChange={(field, value) => actor.send({ type: 'card.changed', field, value })} />
      )}
      {failure !== undefined && (
        <p className="form-alert" role="alert">
          {failureMessage(failure, labels.createFailed)}
        </p>
      )}
      <button type="submit" className="button" disabled={snapshot.matches('submitting')}>
        {snapshot.matches('submitting') ? labels.creating : labels.create}
      </button>
    </form>
  );
}
