// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contactRegions } from '../../src/content/contact.ts';
import { contentPages } from '../../src/content/pages.ts';
import { renderShell } from './shell-harness.tsx';

afterEach(cleanup);

describe('footer pages', () => {
  it('[SH-2-020][SH-2-022][SH-2-023][SH-2-024][SH-2-025][SH-2-026][SH-2-027][SH-2-028] each editorial page renders its title and every section', async () => {
    expect(contentPages.map((page) => page.path).sort()).toEqual(
      ['/aboutus', '/customer-service', '/faqs', '/payment-methods', '/privacy', '/shipping-returns', '/store-policies', '/terms'].sort(),
    );
    for (const page of contentPages) {
      const view = renderShell({ path: page.path });
      expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeTruthy();
      for (const section of page.sections) expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeTruthy();
      view.unmount();
    }
  });

  it('[SH-4-006] standing-order cancellation is directed to customer service by phone', () => {
    const service = contentPages.find((page) => page.path === '/customer-service')!;
    const standing = service.sections.find((section) => section.id === 'standing-orders')!;
    expect(standing.paragraphs!.join(' ')).toMatch(/call your regional customer-service number to cancel/);
  });
});

describe('contact us', () => {
  it('[SH-2-021][SH-1-020][SH-1-021][PX-05-017] regional contacts for US, Canada, Germany, France, Australia, New Zealand and other regions, per business line', async () => {
    renderShell({ path: '/contactus' });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    for (const region of ['United States', 'Canada', 'Germany', 'France', 'Australia', 'New Zealand', 'Other regions']) {
      const section = screen.getByRole('region', { name: region });
      expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Neurology', 'Sensory']);
      for (const link of within(section).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^(tel:\+\d+|mailto:[a-z-]+@kestrelridge\.example)$/);
    }
  });

  it('[PX-05-017] telephone numbers lie in ranges reserved for fictional use and e-mail on the .example domain', () => {
    const reserved = [/^\+1\d{3}5550(1\d\d)$/, /^\+493023125\d{3}$/, /^\+3319900\d{4}$/, /^\+6125550\d{4}$/];
    for (const region of contactRegions) {
      for (const contact of region.contacts) {
        expect(reserved.some((range) => range.test(contact.tel))).toBe(true);
        expect(contact.email).toMatch(/@kestrelridge\.example$/);
      }
    }
  });
});
