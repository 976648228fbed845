// The French and German journeys end to end (issue 30): a guest picks the locale in the picker, the
// store reloads in that language, and searches, opens a product, adds it, checks out as a guest and
// reads the confirmation e-mail in that language with that locale's money and dates. Every page is
// axe-clean with the document's lang the locale's. The words asserted are the label catalogues'
// (src/labels/<language>/*.json) and the mail catalogues' (sandbox/mail-messages), never restated here;
// the spec runs a sandbox of its own, since it reads the outbox.
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ownSandbox } from './own-sandbox.ts';
import { expectAxeClean, screenshot, settled } from './shell-helpers.ts';

const own = ownSandbox();

type Catalogue = Record<string, string>;
const catalogue = (path: string): Catalogue => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Catalogue;
/** A message of a label catalogue with its {0}… arguments filled (no plural or select is asked for here). */
const words = (language: string, file: string) => {
  const messages = catalogue(`../../src/labels/${language}/${file}.json`);
  return (key: string, ...args: string[]) => {
    const message = messages[key];
    if (message === undefined) throw new Error(`No ${language} message ${file}:${key}`);
    return args.reduce((text, arg, index) => text.replace(`{${index}}`, arg), message);
  };
};
const mailWords = (language: string) => {
  const messages = catalogue(`../../sandbox/mail-messages/${language}.json`);
  return (key: string, args: Record<string, string>) => Object.entries(args).reduce((text, [name, value]) => text.replace(`{${name}}`, value), messages[key]!);
};
const pattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const JOURNEYS = [
  { locale: 'fr-CA', language: 'fr', currency: 'CAD', country: 'CA', region: 'QC', address: { street: '1100 rue Sherbrooke Ouest', city: 'Montréal', postalCode: 'H3A 1H1' }, guest: 'Camille', email: 'camille.guest@clinique.example', phone: '+1 514 555 0142' },
  { locale: 'de-DE', language: 'de', currency: 'EUR', country: 'DE', region: null, address: { street: 'Luisenstraße 64', city: 'München', postalCode: '80333' }, guest: 'Jonas', email: 'jonas.guest@praxis.example', phone: '+49 89 5550 1420' },
] as const;

async function pageChecked(page: Page, testInfo: TestInfo, locale: string, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await screenshot(page, testInfo, `${name}-${locale}`);
  await expectAxeClean(page);
}

for (const journey of JOURNEYS) {
  const { locale, language } = journey;
  test(`[PX-86-003][PX-77-001][PX-77-003][PX-81-002][PX-86-001] ${locale}: picker, reload in the language, search, product, cart, guest checkout and the confirmation e-mail in that language`, async ({ browser }, testInfo) => {
    const sandbox = own.sandbox;
    const page = await own.page(browser, testInfo);
    const search = words(language, 'search');
    const catalogueWords = words(language, 'catalogue');
    const checkout = words(language, 'checkout');
    const header = page.getByTestId('site-header');

    // The picker on an English page; the choice reloads the store in the new language.
    await page.goto('/');
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await header.getByRole('button', { name: /^Location/ }).click();
    await page.locator(`button[data-locale="${locale}"]`).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/${locale}`));
    await settled(page);
    await expect(header.getByRole('combobox')).toHaveAttribute('placeholder', search('searchLabels.placeholder'));
    await pageChecked(page, testInfo, locale, 'home');

    // Search, then the product from the results.
    await header.getByRole('combobox').fill('electrode');
    await header.getByRole('combobox').press('Enter');
    await page.waitForURL((url) => url.pathname === `/${locale}/search`);
    const result = page.locator('main a[href$="/product/01t000000000001"]').first();
    await expect(result).toBeVisible();
    await pageChecked(page, testInfo, locale, 'search');
    await result.click();
    await page.waitForURL((url) => url.pathname === `/${locale}/product/01t000000000001`);
    const add = page.getByRole('button', { name: catalogueWords('productLabels.addToCart'), exact: true });
    await expect(add).toBeVisible();
    await pageChecked(page, testInfo, locale, 'product');
    const added = page.waitForResponse((response) => response.request().method() === 'POST' && /\/carts\/[^/]+\/cart-items/.test(response.url()));
    await add.click();
    expect((await added).status()).toBe(201);

    // The cart, then the guest checkout.
    await page.goto(`/${locale}/cart`);
    const toCheckout = page.getByRole('main').getByRole('button', { name: checkout('cartPageLabels.checkout'), exact: true })
      .or(page.getByRole('main').getByRole('link', { name: checkout('cartPageLabels.checkout'), exact: true }));
    await expect(toCheckout.first()).toBeVisible();
    await pageChecked(page, testInfo, locale, 'cart');
    await toCheckout.first().click();
    await page.waitForURL((url) => url.pathname === `/${locale}/checkout`);
    const open = page.locator('.checkout-step--open');
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${pattern(checkout('stepLabels.shippingAddress'))}$`) })).toBeVisible();
    // PX-86-001: the countries are named in the page's language; the value is the ISO code.
    const country = open.getByLabel(checkout('checkoutLabels.country'), { exact: true });
    await country.selectOption(journey.country);
    await expect(country.locator(`option[value="${journey.country}"]`)).toHaveText(new Intl.DisplayNames([locale], { type: 'region' }).of(journey.country)!);
    await expect(country.locator('option[value="US"]')).toHaveText(new Intl.DisplayNames([locale], { type: 'region' }).of('US')!);
    await open.getByLabel(checkout('checkoutLabels.firstName'), { exact: true }).fill(journey.guest);
    await open.getByLabel(checkout('checkoutLabels.lastName'), { exact: true }).fill('Invité');
    await open.getByLabel(checkout('checkoutLabels.street'), { exact: true }).fill(journey.address.street);
    await open.getByLabel(checkout('checkoutLabels.city'), { exact: true }).fill(journey.address.city);
    await open.getByLabel(checkout('checkoutLabels.postalCode'), { exact: true }).fill(journey.address.postalCode);
    if (journey.region) await open.getByLabel(checkout('checkoutLabels.region'), { exact: true }).selectOption(journey.region);
    await pageChecked(page, testInfo, locale, 'checkout-address');
    const continueStep = async (next: string) => {
      await open.getByRole('button', { name: checkout('checkoutLabels.continue'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${pattern(checkout(`stepLabels.${next}`))}$`) })).toBeFocused();
    };
    await continueStep('shippingOptions');
    await continueStep('contactInfo');
    await open.getByLabel(checkout('checkoutLabels.firstName'), { exact: true }).fill(journey.guest);
    await open.getByLabel(checkout('checkoutLabels.lastName'), { exact: true }).fill('Invité');
    await open.getByLabel(checkout('checkoutLabels.email'), { exact: true }).fill(journey.email);
    await open.getByLabel(checkout('checkoutLabels.phoneRequired')).fill(journey.phone);
    await continueStep('billingAddress');
    await continueStep('payment');
    await page.getByLabel(checkout('checkoutLabels.cardName'), { exact: true }).fill(`${journey.guest} Invité`);
    await page.getByLabel(checkout('checkoutLabels.cardNumber'), { exact: true }).fill('4111 1111 1111 1111');
    await page.getByLabel(checkout('checkoutLabels.expiryMonth'), { exact: true }).selectOption('12');
    await page.getByLabel(checkout('checkoutLabels.expiryYear'), { exact: true }).selectOption(String(new Date().getFullYear() + 2));
    await page.getByLabel(checkout('checkoutLabels.cvv'), { exact: true }).fill('123');
    await pageChecked(page, testInfo, locale, 'checkout-payment');
    await continueStep('review');
    await page.getByRole('checkbox', { name: new RegExp(`^${pattern(checkout('checkoutLabels.termsBefore'))}`) }).check();
    const mailsBefore = sandbox.core.outbox.list().length;
    await page.getByRole('button', { name: checkout('checkoutLabels.placeOrder'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: checkout('confirmationLabels.heading') })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
    expect(orderNumber).toMatch(/^KRM-\d{6}$/);
    await pageChecked(page, testInfo, locale, 'confirmation');

    // The confirmation e-mail from the outbox: its words from the language's mail catalogue, money and date in the locale's format.
    const confirmationMail = () => sandbox.core.outbox.list().slice(mailsBefore).find((candidate) => candidate.text.includes(`To: ${journey.email}`));
    await expect.poll(() => confirmationMail() !== undefined).toBe(true);
    const mail = confirmationMail()!;
    const row = (await sandbox.core.db.one<{ locale: string; doc: { orderedDate: string; grandTotalAmount: string; currencyIsoCode: string } }>('SELECT locale, doc FROM orders WHERE order_number = $1', [orderNumber]))!;
    expect(row.locale).toBe(locale);
    expect(row.doc.currencyIsoCode).toBe(journey.currency);
    const mailText = mailWords(language);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(row.doc.orderedDate));
    const total = new Intl.NumberFormat(locale, { style: 'currency', currency: journey.currency }).format(Number(row.doc.grandTotalAmount));
    expect(mail.text).toContain(mailText('order.thanks', { orderNumber, date }));
    expect(mail.text).toMatch(new RegExp(`^${pattern(mailText('totals.total', {}))}\\s+${pattern(total)}$`, 'm'));
    expect(mail.text).toContain(`Content-Language: ${language}`);
    expect(mail.html).toContain(`<html lang="${language}">`);
    await page.context().close();
  });
}
