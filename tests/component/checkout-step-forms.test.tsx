// @vitest-environment jsdom
// The checkout's step forms as code of their own (src/checkout/step-forms.tsx, PX-40-003).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_STEPS } from '../../machines/constants/checkout-flow.ts';
import { loadStepForm, StepFormCode } from '../../src/checkout/step-forms.tsx';
import { checkoutLabels } from '../../src/labels/checkout.ts';

afterEach(cleanup);

const ROOT = resolve(import.meta.dirname, '../..');
const STEP_FORMS = ['ShippingAddressStepUi', 'DeliveryStepUi', 'ContactStepUi', 'BillingStepUi', 'PaymentStepUi', 'ReviewStepUi'].map((name) => resolve(ROOT, `src/checkout/steps/${name}.tsx`));

/** Every source file the static imports (not `import type`, not `import()`) of `from` reach inside the project. */
function staticallyReached(from: string): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?'(\.{1,2}\/[^']+)'/gm)) {
      const target = resolve(dirname(file), match[1]!);
      if (/\.(tsx?)$/.test(target)) pending.push(target);
    }
  }
  return seen;
}

describe('checkout step forms', () => {
  it("[PX-40-003] the checkout page reaches no step's form by a static import: each is loaded on its own", () => {
    const reached = staticallyReached(resolve(ROOT, 'src/checkout/CheckoutPage.tsx'));
    expect(reached.has(resolve(ROOT, 'src/checkout/step-forms.tsx'))).toBe(true);
    for (const form of STEP_FORMS) expect(reached.has(form), form).toBe(false);
    const loaders = readFileSync(resolve(ROOT, 'src/checkout/step-forms.tsx'), 'utf8');
    for (const form of STEP_FORMS) expect(loaders).toContain(`import('./steps/${form.split('/').pop()}')`);
  });

  it("[PX-40-003] a step's form shows once its code is here, a placeholder saying so until then; the code is loaded once", async () => {
    const onSave = vi.fn();
    render(<StepFormCode step="contactInfo">{(ContactStepUi) => <ContactStepUi defaults={undefined} busy={false} onSave={onSave} />}</StepFormCode>);
    expect(screen.getByRole('status').textContent).toBe(checkoutLabels.loadingStep);
    // The contact form's code now brings the phone parser's metadata (PX-68-007): its first load can pass 1 s on a busy machine.
    expect(await screen.findByLabelText(checkoutLabels.email, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(await loadStepForm('contactInfo')).toBe(await loadStepForm('contactInfo'));
  });

  it('[PX-40-003] every step has a form to load', async () => {
    const forms = await Promise.all(CHECKOUT_STEPS.map((step) => loadStepForm(step)));
    for (const form of forms) expect(typeof form).toBe('function');
  });
});
