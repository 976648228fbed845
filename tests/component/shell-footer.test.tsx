// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from '../../src/components/footer/Footer.tsx';

afterEach(cleanup);

const ORIGIN = window.location.origin;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderFooter(now = new Date('2026-11-21T12:00:00Z')) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <Footer origin={ORIGIN} now={now} />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

const column = (footer: HTMLElement, name: string) => within(footer).getByRole('region', { name });
const hrefs = (region: HTMLElement) => within(region).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('footer', () => {
  it('[SH-2-053] opens with a banner carrying the company logo, linking to the public website', () => {
    const footer = renderFooter();
    const banner = within(footer).getByTestId('footer-banner');
    const logo = within(banner).getByRole('img', { name: /Kestrel Ridge Medical/ });
    expect(logo.closest('a')!.getAttribute('href')).toBe('https://www.kestrelridge.example');
  });

  it('[SH-2-054][SH-2-055][SH-2-056][SH-2-057][SH-2-060] four columns; contact, wishlist, account, about us and FAQs are the site origin plus their paths', () => {
    const footer = renderFooter();
    expect(within(footer).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Customer Service', 'Store Policy', 'Helpful Links', 'Payment Methods']);
    expect(hrefs(column(footer, 'Customer Service')).slice(0, 3)).toEqual([
      ['Contact us', `${ORIGIN}/contactus`],
      ['Wishlist', `${ORIGIN}/mylists`],
      ['Your account', `${ORIGIN}/myprofile`],
    ]);
    const helpful = hrefs(column(footer, 'Helpful Links'));
    expect(helpful).toContainEqual(['About us', `${ORIGIN}/aboutus`]);
    expect(helpful).toContainEqual(['FAQs', `${ORIGIN}/faqs`]);
    expect(helpful).toContainEqual(['Kestrel Ridge Medical', 'https://www.kestrelridge.example']);
  });

  it('[SH-2-056][SH-2-061][SH-2-062] terms and privacy are used as given; terms opens as a separate document without opener or referrer', () => {
    const footer = renderFooter();
    const policy = column(footer, 'Store Policy');
    const terms = within(policy).getByRole('link', { name: /Terms and conditions/ });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer');
    expect(terms.textContent).toContain('(opens in new tab)');
    expect(within(policy).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('[SH-2-058][SH-2-059][SH-2-061] payment methods: four card-brand logos of 40x40 and the copyright with the current year', () => {
    const footer = renderFooter(new Date('2031-03-04T10:00:00Z'));
    const payments = column(footer, 'Payment Methods');
    const cards = within(payments).getAllByRole('img');
    expect(cards.map((card) => card.getAttribute('alt'))).toEqual(['Visa', 'Mastercard', 'American Express', 'Discover']);
    for (const card of cards) {
      expect(card.getAttribute('width')).toBe('40');
      expect(card.getAttribute('height')).toBe('40');
      expect(card.getAttribute('src')).toMatch(/^\/assets\/card-[a-z]+\.svg$/);
    }
    const copyright = within(payments).getByTestId('footer-copyright');
    expect(copyright.textContent).toContain('© 2031 Kestrel Ridge Medical.');
    expect(within(copyright).getByRole('link', { name: 'All rights reserved.' }).getAttribute('href')).toBe('/store-policies#intellectual-property');
  });

  it('[SH-2-063][SH-2-064][SH-2-065][SH-9-033][SH-9-031] the columns span 12, 6 and 3 of a 12-column grid on small, medium and large screens', async () => {
    const { readFileSync } = await import('node:fs');
    const css = readFileSync('src/components/footer/Footer.css', 'utf8');
    expect(css).toMatch(/grid-template-columns: repeat\(12, minmax\(0, 1fr\)\)/);
    expect(css).toMatch(/\.site-footer__column \{\s*grid-column: span 12;/);
    expect(css).toMatch(/@media \(min-width: 48em\) \{\s*\.site-footer__column \{\s*grid-column: span 6;/);
    expect(css).toMatch(/@media \(min-width: 64\.0625em\) \{\s*\.site-footer__column \{\s*grid-column: span 3;/);
  });

  it('[PX-05-004] a footer link on the page origin navigates in the app; a modified click is left to the browser', async () => {
    const user = userEvent.setup();
    const footer = renderFooter();
    await user.click(within(footer).getByRole('link', { name: 'FAQs' }));
    expect(screen.getByTestId('where').textContent).toBe('/faqs');
    let prevented: boolean | undefined;
    const contact = within(footer).getByRole('link', { name: 'Contact us' });
    contact.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    await user.keyboard('{Control>}');
    await user.click(contact);
    await user.keyboard('{/Control}');
    expect(prevented).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/faqs');
  });
});
