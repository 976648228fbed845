import { expect, test } from '@playwright/test';
import { freshPage, settled } from './shell-helpers.ts';
import { catalogue } from '../../fixtures/index.ts';
import { categoryTranslations, productTranslations } from '../../fixtures/translations.ts';

// The catalogue's own text in the page's language (issue 30 part 3): the product's French name and
// description on a French product page, the category's German name on a German category page.

const PRODUCT = '01t000000000001';
const CATEGORY = catalogue.categories.find((c) => c.id === '0ZG000000000111')!;

test('[PX-79-005][PX-79-003] /fr-FR/product/<id> shows the French name and description', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  const french = productTranslations[PRODUCT]!.fr!;
  await page.goto(`/fr-FR/product/${PRODUCT}`);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.name!);
  await expect(page.getByText(french.description!)).toBeVisible();
  await page.context().close();
});

test('[PX-79-005][PX-79-003] a /de-DE/ category page shows the German category name', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  await page.goto(`/de-DE/category/${CATEGORY.urlName}/${CATEGORY.id}`);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryTranslations[CATEGORY.id]!.de!.name!);
  await page.context().close();
});
