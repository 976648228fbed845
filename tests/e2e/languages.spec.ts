import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, freshPage, screenshot, settled } from './shell-helpers.ts';

// The store in French and German (issue 30): a page whose address carries the locale reads in its
// language from its first render, the document says which, and English pages stay English.

const header = (page: Page) => page.getByTestId('site-header');

test('[PX-77-001][PX-77-003] a French page reads in French from its first render: home, search and product, each axe-clean with lang fr-FR', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  const catalogueRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/labels-(fr|de)-/.test(request.url())) catalogueRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/fr-FR/');
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fournitures de neurologie et d’ORL pour les établissements de santé');
  await expect(header(page).getByRole('combobox')).toHaveAttribute('placeholder', 'Rechercher par mot-clé ou SKU');
  await expect(page.getByRole('contentinfo').getByText('Tous droits réservés.')).toBeVisible();
  // Only the French catalogue, once.
  expect(catalogueRequests).toHaveLength(1);
  expect(catalogueRequests[0]).toMatch(/labels-fr-/);
  await screenshot(page, testInfo, 'home-fr');
  await expectAxeClean(page);

  await header(page).getByRole('combobox').fill('electrode');
  await header(page).getByRole('combobox').press('Enter');
  await page.waitForURL((url) => url.pathname === '/fr-FR/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « electrode »');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await screenshot(page, testInfo, 'search-fr');
  await expectAxeClean(page);

  await page.goto('/fr-FR/product/01t000000000001');
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
  await screenshot(page, testInfo, 'product-fr');
  await expectAxeClean(page);
  await page.context().close();
});

test('[PX-77-001][PX-77-003][SH-4-077] choosing Germany in the picker reloads the page in German; an English page loads no catalogue', async ({ browser }, testInfo) => {
  const page = await freshPage(browser, testInfo);
  const catalogueRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/labels-(fr|de)-/.test(request.url())) catalogueRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/faqs');
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(catalogueRequests).toEqual([]);
  await header(page).getByRole('button', { name: /^Location/ }).click();
  await page.getByRole('dialog', { name: 'Select Your Location' }).getByRole('button', { name: /^Deutschland/ }).click();
  await page.waitForURL((url) => url.pathname === '/de-DE/faqs');
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(header(page).getByRole('combobox')).toHaveAttribute('placeholder', 'Nach Stichwort oder SKU suchen');
  await expect(header(page).getByRole('button', { name: /^Land/ })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Alle Rechte vorbehalten.')).toBeVisible();
  expect(catalogueRequests).toHaveLength(1);
  expect(catalogueRequests[0]).toMatch(/labels-de-/);
  await screenshot(page, testInfo, 'faqs-de');
  await expectAxeClean(page);
  await page.context().close();
});

test('[PX-85-003][PX-85-001] the FAQs read in French at /fr-FR/faqs and the terms in German at /de-DE/terms, anchors unchanged, each with its lang and axe-clean', async ({ page }, testInfo) => {
  await page.goto('/fr-FR/faqs');
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page).toHaveTitle('Questions fréquentes — Kestrel Ridge Medical');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes');
  await expect(page.getByRole('heading', { level: 2, name: 'Livraison et retours' })).toBeVisible();
  await expect(page.getByText(/^Qui peut acheter sur cette boutique\s\?$/)).toBeVisible();
  await expect(page.getByText(/^Une commande récurrente renouvelle une livraison/)).toBeVisible();
  // The section anchors other pages link to stay as they are.
  await expect(page.locator('section#delivery')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Who can buy from this store?');
  await screenshot(page, testInfo, 'faqs-fr');
  await expectAxeClean(page);

  await page.goto('/de-DE/terms');
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allgemeine Verkaufsbedingungen');
  await expect(page.getByText('Zuletzt aktualisiert am 1. November 2026')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Auf dieser Seite' }).getByRole('link', { name: '§ 8 Haftung' })).toHaveAttribute('href', '#liability');
  await expect(page.locator('section#law')).toContainText('Diese Bedingungen unterliegen dem Recht des Landes der Kestrel Ridge Medical-Gesellschaft');
  await expect(page.getByRole('main')).not.toContainText('Governing law');
  await screenshot(page, testInfo, 'terms-de');
  await expectAxeClean(page);
});

test('[PX-84-001][PX-84-003] the specification’s add-to-cart toast reads in French on a French page and as written on an English one, which loads no message index', async ({ browser }, testInfo) => {
  const french = await freshPage(browser, testInfo);
  await french.goto('/fr-FR/product/01t000000000005');
  await expect(french.getByTestId('unit-price')).toBeVisible();
  await french.getByRole('button', { name: 'Ajouter au panier' }).click();
  const frenchToast = french.locator('.krm-toast');
  await expect(frenchToast.getByText('Ajouté au panier', { exact: true })).toBeVisible();
  await expect(frenchToast.getByText(/^Les articles ont bien été ajoutés au panier\./)).toBeVisible();
  await expect(frenchToast.getByRole('link', { name: 'Voir le panier' })).toBeVisible();
  await expect(french.getByText(/Items has been added/)).toHaveCount(0);
  await screenshot(french, testInfo, 'cart-add-toast-fr');
  await french.context().close();

  const english = await freshPage(browser, testInfo);
  const indexRequests: string[] = [];
  english.on('request', (request) => {
    if (/\/assets\/(apply-catalogue|labels-(fr|de))-/.test(request.url())) indexRequests.push(new URL(request.url()).pathname);
  });
  await english.goto('/product/01t000000000005');
  await expect(english.getByTestId('unit-price')).toBeVisible();
  await english.getByRole('button', { name: 'Add to cart' }).click();
  await expect(english.locator('.krm-toast').getByText(/^Items has been added to the cart Successfully\./)).toBeVisible();
  expect(indexRequests).toEqual([]);
  await english.context().close();
});
