// PX-40-003: each step's form is code of its own. The checkout's first screen brings only the form of
// the step that opens (loaded while the checkout is read, so it is here when the step shows); the
// form of the step after it follows once the page shows, and any other when its step is opened. The
// card fields, the purchase-order upload, the coupon and gift options, the address form and the
// split shipment are then no longer bytes before the first screen of a step that does not show them.
// Each form's files are asked for with it (build/chunk-groups.ts AFTER_FIRST_SCREEN_PARTS, PX-52-003).
import { useEffect, useState, type ReactNode } from 'react';
import type { CheckoutStep } from '../../machines/checkout/steps.machine.ts';
import { loadCode } from '../app/load-code.ts';
import { checkoutLabels } from '../labels/checkout.ts';
import type { BillingStepUi } from './steps/BillingStepUi.tsx';
import type { ContactStepUi } from './steps/ContactStepUi.tsx';
import type { DeliveryStepUi } from './steps/DeliveryStepUi.tsx';
import type { PaymentStepUi } from './steps/PaymentStepUi.tsx';
import type { ReviewStepUi } from './steps/ReviewStepUi.tsx';
import type { ShippingAddressStepUi } from './steps/ShippingAddressStepUi.tsx';

export interface StepForms {
  shippingAddress: typeof ShippingAddressStepUi;
  shippingOptions: typeof DeliveryStepUi;
  contactInfo: typeof ContactStepUi;
  billingAddress: typeof BillingStepUi;
  payment: typeof PaymentStepUi;
  review: typeof ReviewStepUi;
}

/** One line a step: the module of its form (an explicit list, so each becomes its own chunk). */
const LOADERS: { [S in CheckoutStep]: () => Promise<StepForms[S]> } = {
  shippingAddress: () => import('./steps/ShippingAddressStepUi.tsx').then((module) => module.ShippingAddressStepUi),
  shippingOptions: () => import('./steps/DeliveryStepUi.tsx').then((module) => module.DeliveryStepUi),
  contactInfo: () => import('./steps/ContactStepUi.tsx').then((module) => module.ContactStepUi),
  billingAddress: () => import('./steps/BillingStepUi.tsx').then((module) => module.BillingStepUi),
  payment: () => import('./steps/PaymentStepUi.tsx').then((module) => module.PaymentStepUi),
  review: () => import('./steps/ReviewStepUi.tsx').then((module) => module.ReviewStepUi),
};

const loaded: Partial<StepForms> = {};
const pending = new Map<CheckoutStep, Promise<unknown>>();

/** The step's form, loaded once (a dropped download is asked for again, PX-05-025; a failure is forgotten, so the next ask tries anew). */
export function loadStepForm<S extends CheckoutStep>(step: S): Promise<StepForms[S]> {
  const known = loaded[step];
  if (known) return Promise.resolve(known);
  const asked = pending.get(step) as Promise<StepForms[S]> | undefined;
  if (asked) return asked;
  const load = loadCode(LOADERS[step]).then(
    (form) => {
      loaded[step] = form;
      return form;
    },
    (error: unknown) => {
      pending.delete(step);
      throw error;
    },
  );
  pending.set(step, load);
  return load;
}

/** The step's form once its code is here, else undefined (and it is asked for); a failed download goes to the page's failure boundary. */
function useStepFormCode<S extends CheckoutStep>(step: S): StepForms[S] | undefined {
  const form = loaded[step] as StepForms[S] | undefined;
  const [, setArrived] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (form) return undefined;
    let live = true;
    loadStepForm(step).then(
      () => live && setArrived((count) => count + 1),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [step, form]);
  if (failure) throw failure.error;
  return form;
}

/** Renders the step's form with `children` once its code is here; until then a placeholder that says so. */
export function StepFormCode<S extends CheckoutStep>({ step, children }: { step: S; children: (Form: StepForms[S]) => ReactNode }) {
  const Form = useStepFormCode(step);
  if (Form) return <>{children(Form)}</>;
  return (
    <div className="checkout-step__loading" role="status">
      <span className="visually-hidden">{checkoutLabels.loadingStep}</span>
    </div>
  );
}
