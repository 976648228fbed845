// The checkout's first screen (PX-52-003): the open step's form is code of its own (PX-40-003) and
// comes with the files it imports, asked for together, instead of one round trip after it. Once the
// checkout is ready the cart's stock is held for it (CC-9-004; the demo store tracks inventory).
import { expect, test } from '@playwright/test';
import { cartWith, stepHeading } from './checkout-helpers.ts';
import { DEMO, expectAxeClean, holdRequests, signIn } from './shell-helpers.ts';

const SHIPPING_FORM = /\/assets\/ShippingAddressStepUi-[\w-]+\.js$/;
// The steps' shared frame, which every step's form imports.
const STEP_FRAME = /\/assets\/StepFormUi-[\w-]+\.js$/;

test("[PX-52-003][PX-40-003][CC-9-004] the open step's form is asked for with the files it imports, not after it has arrived; the cart's stock is held for 14400 s", async ({ page }) => {
  await signIn(page, DEMO.buyer);
  await cartWith(page, [['01t000000000003', 1]]);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));

  const release = await holdRequests(page, SHIPPING_FORM);
  const reservation = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/carts/current/inventory-reservations'));
  await page.goto('/checkout');
  // While the form's own file is held back, its imports are already on their way.
  await expect.poll(() => asked.some((path) => SHIPPING_FORM.test(path))).toBe(true);
  await expect.poll(() => asked.some((path) => STEP_FRAME.test(path))).toBe(true);
  await expect(page.locator('[data-testid="step-shippingAddress"] form')).toHaveCount(0);
  release();

  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  await expect(page.locator('[data-testid="step-shippingAddress"].checkout-step--open form')).toBeVisible();
  expect((await reservation).postDataJSON()).toEqual({ durationInSeconds: 14400 });
  await expectAxeClean(page);
});
