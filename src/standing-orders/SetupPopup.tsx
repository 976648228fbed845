// The standing-order set-up popup's content (SH-2-013): the form bound to the set-up machine, the
// account's shipping addresses to choose from (the default first), the next order date computed.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { computedNextOrderDate, setupPopupMachine, setupRequest, type SetupField } from '../../machines/recurring/setup-popup.machine.ts';
import { nextDay } from '../../machines/catalogue/standing-order-setup.machine.ts';
import { useApi, useApplicationContext } from '../app/store/parts.tsx';
import { useResource } from '../catalogue/useResource.ts';
import { accountPaths } from '../content/site.ts';
import { addressLine } from '../checkout/steps/ShippingAddressStepUi.tsx';
import { standingOrderLabels as labels } from '../labels/standing-orders.ts';
import { formatDay } from './StandingOrdersUi.tsx';
import { localToday } from './StandingOrderPage.tsx';
import './standing-orders.css';

export interface SetupPopupProps {
  productId: string;
  quantity: number;
  unitOfMeasure: string;
}

export default function SetupPopup(props: SetupPopupProps) {
  const api = useApi();
  const addresses = useResource({ type: 'Shipping' }, (_key, signal) => api.addresses.list({ addressType: 'Shipping' }, { signal }));
  if (!addresses.data) return <p role="status">{addresses.status === 'failed' ? labels.createFailed : labels.loadingAddresses}</p>;
  const items = [...addresses.data.items].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return <SetupForm {...props} addresses={items} />;
}

function SetupForm({ productId, quantity, unitOfMeasure, addresses }: SetupPopupProps & { addresses: Array<{ addressId: string; isDefault?: boolean } & Parameters<typeof addressLine>[0]> }) {
  const api = useApi();
  const { locale } = useApplicationContext();
  const today = useMemo(localToday, []);
  const machine = useMemo(
    () => setupPopupMachine.provide({ actors: { create: fromPromise(({ input, signal }) => api.recurring.create(setupRequest(input.form, { productId, quantity, unitOfMeasure }), signal)) } }),
    [api, productId, quantity, unitOfMeasure],
  );
  const first = nextDay(today);
  const actor = useActorRef(machine, {
    input: { today, form: { interval: '4', unit: 'Weeks', startDate: first, firstShipmentDate: first, endDate: '', shipToAddressId: addresses[0]?.addressId ?? '', poNumber: '' } },
  });
  const snapshot = useSelector(actor, (current) => current);
  const { form, problems, failure } = snapshot.context;
  const next = computedNextOrderDate(form, today);
  if (snapshot.matches('done')) {
    return (
      <div role="status">
        <p>{labels.created}</p>
        <Link to={accountPaths.standingOrders}>{labels.view}</Link>
      </div>
    );
  }
  const change = (field: SetupField) => (event: { target: { value: string } }) => actor.send({ type: 'field.changed', field, value: event.target.value });
  const described = (field: SetupField) => (problems[field] ? { 'aria-invalid': true, 'aria-describedby': `so-setup-${field}-problem` } : {});
  const problem = (field: SetupField) =>
    problems[field] ? (
      <p id={`so-setup-${field}-problem`} className="so-problem">
        {problems[field]}
      </p>
    ) : null;
  const input = (field: SetupField, label: string, type: string) => (
    <div>
      <label htmlFor={`so-setup-${field}`}>{label}</label>
      <input id={`so-setup-${field}`} type={type} value={form[field]} onChange={change(field)} {...described(field)} />
      {problem(field)}
    </div>
  );
  return (
    <form
      className="so-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'submit' });
      }}
    >
      {input('interval', labels.repeatEvery, 'text')}
      <div>
        <label htmlFor="so-setup-unit">{labels.unit}</label>
        <select id="so-setup-unit" value={form.unit} onChange={change('unit')}>
          <option value="Weeks">{labels.weeks}</option>
          <option value="Months">{labels.months}</option>
        </select>
      </div>
      {input('startDate', labels.startDate, 'date')}
      {input('firstShipmentDate', labels.firstShipmentDate, 'date')}
      {input('endDate', labels.endDate, 'date')}
      <p>
        {labels.computedNext}: <strong data-testid="so-setup-next">{next ? formatDay(next, locale) : labels.computedNone}</strong>
      </p>
      <div>
        <label htmlFor="so-setup-shipToAddressId">{labels.shipToChoice}</label>
        <select id="so-setup-shipToAddressId" value={form.shipToAddressId} onChange={change('shipToAddressId')} {...described('shipToAddressId')}>
          {addresses.map((address) => (
            <option key={address.addressId} value={address.addressId}>
              {addressLine(address)}
            </option>
          ))}
        </select>
        {problem('shipToAddressId')}
      </div>
      {input('poNumber', labels.poNumber, 'text')}
      {failure !== undefined && (
        <p className="so-alert" role="alert">
          {labels.createFailed}
        </p>
      )}
      <button type="submit" className="button" disabled={snapshot.matches('submitting')}>
        {snapshot.matches('submitting') ? labels.creating : labels.create}
      </button>
    </form>
  );
}
