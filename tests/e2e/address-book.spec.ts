// The address book (issue 16): a guest is asked to sign in; a buyer adds a billing address (fields
// checked by country first), edits it and deletes it behind a confirmation; axe at every width.
import { expect, test } from '@playwright/test';
import { fillAddressForm } from './address-form.ts';
import { expectAxeClean, signIn } from './shell-helpers.ts';

const APPROVER = { username: 'approver@demo.test', password: 'Demo-Approver-1' } as const;

test('[PX-18-030][PX-18-031][CC-5-035] a buyer adds, edits and deletes an address; a guest is asked to sign in', async ({ page }, testInfo) => {
  await page.goto('/myprofile/addresses');
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
  await expect(page.getByText('CPA disabled')).toHaveCount(0);

  const street = `${400 + testInfo.workerIndex} N Lake Shore Dr ${testInfo.project.name}`;
  await signIn(page, APPROVER);
  await page.goto('/myprofile/addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'Address book' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping addresses' })).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Add an address' }).click();
  const editor = page.getByRole('form', { name: 'New address' });
  await editor.getByRole('button', { name: 'Save address' }).click();
  await expect(editor.getByRole('alert').first()).toContainText('need attention');
  await expect(editor.getByLabel('First name')).toBeFocused();
  await editor.getByRole('radio', { name: 'Billing' }).check();
  // A postal code too short for the US first: the field is checked by country before anything is sent.
  await fillAddressForm(editor, { firstName: 'Morgan', lastName: 'Reyes', street, city: 'Chicago', postalCode: '606', region: 'IL' });
  await editor.getByRole('button', { name: 'Save address' }).click();
  await expect(editor.getByText('Enter a postal code like 60661 or 60661-1234.')).toBeVisible();
  await expectAxeClean(page);
  await editor.getByLabel('Postal code').fill('60611');
  await editor.getByRole('button', { name: 'Save address' }).click();

  const billing = page.getByRole('region', { name: 'Billing addresses' });
  const card = billing.getByTestId('address').filter({ hasText: street });
  await expect(card).toContainText('Chicago IL 60611');

  await card.getByRole('button', { name: /^Edit / }).click();
  const edit = page.getByRole('form', { name: 'Edit address' });
  await expect(edit.getByLabel('Street address')).toHaveValue(street);
  await edit.getByLabel('City').fill('Evanston');
  await edit.getByLabel('Postal code').fill('60201');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(card).toContainText('Evanston IL 60201');
  await page.reload();
  await expect(card).toContainText('Evanston IL 60201');

  await card.getByRole('button', { name: /^Delete / }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});
