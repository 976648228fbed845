// /standing-orders/:id: one standing order through the details machine: edit, delay by one period,
// cancel, each confirmed and read back at once.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { standingOrderDetailsMachine } from '../../machines/recurring/standing-order-details.machine.ts';
import { delayedOnePeriod } from '../../machines/recurring/standing-order-edit.ts';
import { standingOrderActors } from '../api/adapters/recurring.ts';
import { useApi, useApplicationContext } from '../app/store/parts.tsx';
import { PageLoading } from '../components/layout/Layout.tsx';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { SignedInOnly } from '../components/sign-in/SignedInOnly.tsx';
import { standingOrderLabels as labels } from '../labels/standing-orders.ts';
import { StandingOrderUi } from './StandingOrderUi.tsx';
import './standing-orders.css';
import { localMessage } from '../i18n/translate.ts';

/** Today in the buyer's calendar (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function Details({ recurringOrderId }: { recurringOrderId: string }) {
  const api = useApi();
  const { locale } = useApplicationContext();
  const machine = useMemo(
    () =>
      standingOrderDetailsMachine.provide({ actors: standingOrderActors(api) }),
    [api],
  );
  const actor = useActorRef(machine, { input: { recurringOrderId, today: localToday() } });
  const snapshot = useSelector(actor, (current) => current);
  const { data: order, form, problems, confirming, message, failure } = snapshot.context;
  if (snapshot.matches('failed')) {
    return (
      <div className="so-alert" role="alert">
        <p>{failure && localMessage(failure)}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'retry' })}>
          {labels.retry}
        </button>
      </div>
    );
  }
  if (!order) return <PageLoading />;
  return (
    <StandingOrderUi
      order={order}
      locale={locale}
      form={form}
      problems={problems}
      confirming={confirming}
      delayedTo={order.nextOrderDate ? delayedOnePeriod(order.nextOrderDate, order.frequency) : null}
      busy={snapshot.matches('acting') || snapshot.matches('loading')}
      message={message}
      failure={failure}
      onEdit={() =>
        actor.send({
          type: 'edit',
          form: {
            quantities: order.items.map((item) => ({ productId: item.productId, name: item.name, quantity: String(Number(item.quantity)) })),
            interval: String(order.frequency.interval),
            unit: order.frequency.unit,
            nextOrderDate: order.nextOrderDate ?? localToday(),
            endDate: order.endDate ?? '',
          },
        })
      }
      onField={(field, value) => actor.send({ type: 'field.changed', field, value })}
      onSave={() => actor.send({ type: 'save' })}
      onDiscard={() => actor.send({ type: 'edit.cancel' })}
      onDelay={() => actor.send({ type: 'delay' })}
      onCancel={() => actor.send({ type: 'cancel' })}
      onConfirm={() => actor.send({ type: 'confirm' })}
      onDismiss={() => actor.send({ type: 'dismiss' })}
    />
  );
}

export default function StandingOrderPage() {
  const { recurringOrderId = '' } = useParams();
  usePageTitle(labels.detailHeading);
  return (
    <div className="page-container standing-orders-page">
      <h1>{labels.detailHeading}</h1>
      <SignedInOnly text={labels.signIn}>
        <Details key={recurringOrderId} recurringOrderId={recurringOrderId} />
      </SignedInOnly>
    </div>
  );
}
