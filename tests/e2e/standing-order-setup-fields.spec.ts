// PX-75-006: the standing-order set-up dialog's fields look and behave like the store's other forms
// (the address book's): the same field classes, the same computed look of text, date and select
// controls and labels, the error below its control and tied to it, at 375 and 1280 px, axe-clean.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, expectAxeClean, signIn } from './shell-helpers.ts';

const LOOK = ['border-top-width', 'border-top-style', 'border-top-color', 'border-radius', 'padding-left', 'padding-top', 'min-height', 'font-size', 'font-family', 'color', 'background-color'] as const;

const look = (control: Locator) =>
  control.evaluate((element, properties) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
  }, [...LOOK]);
const labelLook = (label: Locator) => label.evaluate((element) => ({ weight: getComputedStyle(element).fontWeight, size: getComputedStyle(element).fontSize }));
const errorLook = (error: Locator) => error.evaluate((element) => ({ color: getComputedStyle(element).color, weight: getComputedStyle(element).fontWeight, size: getComputedStyle(element).fontSize }));

/** The address book's new-address form: the reference look, and its error after a refused save. */
async function addressFormLooks(page: Page) {
  await page.goto('/myprofile/addresses');
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.locator('form.address-book__editor');
  await expect(form.getByLabel('Street address')).toBeVisible();
  await form.getByRole('button', { name: 'Save address' }).click();
  const error = form.locator('#address-book-street-error');
  await expect(error).toBeVisible();
  const refused = await errorLook(error);
  // The look of a field that is not marked invalid: one the refused save did not mark.
  const valid = form.getByLabel('Company (optional)');
  await expect(valid).not.toHaveAttribute('aria-invalid', 'true');
  return {
    text: await look(valid),
    select: await look(form.getByLabel('Country')),
    label: await labelLook(form.locator('label[for="address-book-street"]')),
    error: refused,
  };
}

test('[PX-75-006] the standing-order set-up dialog styles its fields like the address forms: field classes, control and label look, error below its control', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.buyer);
  const reference = await addressFormLooks(page);
  // The select looks like the text fields too (an unstyled select was the address book's own gap).
  expect(reference.select['border-top-color']).toBe(reference.text['border-top-color']);
  expect(reference.select['border-radius']).toBe(reference.text['border-radius']);

  await page.goto('/product/01t000000000001');
  await page.getByRole('button', { name: 'More schedule options' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up a standing order' });
  const repeat = dialog.getByLabel('Repeat every');
  await expect(repeat).toBeVisible();
  // The store's field structure: every control of the form sits in a .form__field with its label.
  await expect(dialog.locator('form')).toHaveClass(/\bform\b/);
  for (const name of ['Repeat every', 'Weeks or months', 'Start date', 'Ship to', 'Purchase order number']) {
    const control = dialog.getByLabel(name, { exact: true });
    await expect(control, name).toBeVisible();
    expect(await control.evaluate((element) => element.parentElement?.classList.contains('form__field')), name).toBe(true);
  }
  const textLook = await look(repeat);
  const dateLook = await look(dialog.getByLabel('Start date'));
  const selectLook = await look(dialog.getByLabel('Weeks or months', { exact: true }));
  for (const property of LOOK) {
    expect(textLook[property], `text ${property}`).toBe(reference.text[property]);
    expect(selectLook[property], `select ${property}`).toBe(reference.select[property]);
  }
  for (const property of ['border-top-color', 'border-radius', 'min-height', 'padding-left'] as const) expect(dateLook[property], `date ${property}`).toBe(reference.text[property]);
  expect(await labelLook(dialog.locator('label[for="so-setup-interval"]'))).toEqual(reference.label);

  // A refused value: the error is the next element after the control, tied to it, in the store's error look.
  await repeat.fill('0');
  await dialog.getByRole('button', { name: 'Set up standing order' }).click();
  await expect(repeat).toHaveAttribute('aria-invalid', 'true');
  const errorId = await repeat.getAttribute('aria-describedby');
  const error = dialog.locator(`[id="${errorId}"]`);
  await expect(error).toBeVisible();
  await expect(error).toHaveClass(/\bform__error\b/);
  expect(await repeat.evaluate((element) => element.nextElementSibling?.id)).toBe(errorId);
  expect(await errorLook(error)).toEqual(reference.error);
  expect((await look(repeat))['border-top-width']).toBe('2px');
  await expectAxeClean(page);
});
