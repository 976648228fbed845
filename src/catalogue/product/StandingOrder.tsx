// The standing-order option of an eligible product (PX-06-040): guests are asked to sign in;
// buyers set the schedule, and the order ships to the account's default shipping address.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { failureOf, standingOrderSetupMachine } from '../../../machines/catalogue/standing-order-setup.machine.ts';
import { productStandingOrderActors } from '../../api/adapters/product.ts';
import { useApi, useSession } from '../../app/store/parts.tsx';
import { productLabels } from '../../labels/catalogue.ts';
import { SignInPrompt } from '../../components/sign-in/SignInPrompt.tsx';
import { standingOrderLabels } from '../../labels/standing-orders.ts';
import { SetupPopupButton } from '../../standing-orders/SetupPopupButton.tsx';
import { StandingOrderUi } from './StandingOrderUi.tsx';

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export interface StandingOrderProps {
  idPrefix: string;
  productId: string;
  quantity: number;
  unitOfMeasure: string;
}

export function StandingOrder(props: StandingOrderProps) {
  const { isSignedIn } = useSession();
  return (
    <section className="standing-order" aria-labelledby={`${props.idPrefix}-so-heading`}>
      <h2 id={`${props.idPrefix}-so-heading`} className="standing-order__heading">
        {productLabels.standingOrder}
      </h2>
      <p>{productLabels.standingOrderIntro}</p>
      {isSignedIn ? (
        <>
          <StandingOrderSetup {...props} />
          {/* SH-2-013: the set-up popup with every option (dates, address, payment). */}
          <SetupPopupButton lines={[{ productId: props.productId, quantity: props.quantity, unitOfMeasure: props.unitOfMeasure }]} label={standingOrderLabels.popupOpen} />
        </>
      ) : (
        <SignInPrompt text={productLabels.standingOrderSignIn} />
      )}
    </section>
  );
}

function StandingOrderSetup({ idPrefix, productId, quantity, unitOfMeasure }: StandingOrderProps) {
  const api = useApi();
  const today = useMemo(todayIso, []);
  const machine = useMemo(() => standingOrderSetupMachine.provide({ actors: productStandingOrderActors(api) }), [api]);
  const actor = useActorRef(machine, { input: { today } });
  const snapshot = useSelector(actor, (current) => current);
  const { form, problems, submitted } = snapshot.context;
  const failed = failureOf(snapshot.context);
  const status = snapshot.matches('done') ? 'done' : snapshot.matches('submitting') ? 'submitting' : 'editing';
  const failure = failed === undefined ? null : failed === 'noShippingAddress' ? productLabels.standingOrderNoAddress : productLabels.standingOrderFailed;
  return (
    <StandingOrderUi
      idPrefix={idPrefix}
      form={form}
      problems={problems}
      showProblems={submitted}
      status={status}
      failure={failure}
      today={today}
      onChange={(field, value) => actor.send({ type: 'field.changed', field, value })}
      // The order takes the page's quantity as it is when the buyer submits.
      onSubmit={() => actor.send({ type: 'submit', line: { productId, quantity, unitOfMeasure } })}
      onAgain={() => actor.send({ type: 'again' })}
    />
  );
}
