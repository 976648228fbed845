// @vitest-environment jsdom
// Category pages (header, breadcrumbs, subcategories, the listing limited to the category) and the
// current-cart page.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPERIENCE_INTERACTION } from '../../src/analytics/payloads.ts';
import { renderCatalogue } from './catalogue-harness.tsx';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const location = () => screen.getByTestId('location').textContent ?? '';

describe('category page', () => {
  it('[CC-2-005][CC-2-006][CC-2-007][CC-2-008][CC-3-013][CC-7-018][CC-7-020][PX-06-025] shows the category header and its path as breadcrumbs, the current category last', async () => {
    renderCatalogue('/category/eeg-electrodes-caps/0ZG000000000111');
    const heading = await screen.findByRole('heading', { level: 1, name: 'EEG Electrodes & Caps' });
    const header = heading.closest('header')!;
    expect(header.textContent).toContain('Cup, snap and adhesive EEG electrodes and multi-channel electrode caps.');
    // Read through content delivery by the image's content key (catalogue-category-image.test.tsx).
    const image = await within(header).findByRole('img');
    expect(image.getAttribute('src')).toBe('/assets/category-eeg-electrodes-caps.svg');
    expect(image.getAttribute('width')).toBe('160');
    expect(image.getAttribute('height')).toBe('120');
    const crumbs = within(header).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/category/neurology/0ZG000000000001', '/category/neurodiagnostics/0ZG000000000011']);
    expect(within(crumbs).getByText('EEG Electrodes & Caps').getAttribute('aria-current')).toBe('page');
  });

  it('[CC-7-019][CC-3-012][CC-7-003][CC-4-025] lists subcategories with the requested fields, and the products of the category with the same facets and paging', async () => {
    const user = userEvent.setup();
    const view = renderCatalogue('/category/neurology/0ZG000000000001');
    await screen.findByRole('heading', { level: 1, name: 'Neurology' });
    const children = screen.getByRole('navigation', { name: 'Browse categories' });
    expect(within(children).getAllByRole('link').map((link) => link.textContent)).toEqual(['Neurodiagnostics', 'Intraoperative Neuromonitoring', 'Sleep Diagnostics']);
    const request = view.server.requests.find((r) => r.path.endsWith('/product-categories/children'))!;
    expect(request.query.get('fields')).toBe('Id,Name,CatalogId,ParentCategoryId');
    expect(request.query.get('parentProductCategoryId')).toBe('0ZG000000000001');
    const list = await screen.findByRole('list', { name: 'Products in Neurology' });
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    expect(view.server.state.searches[0]).toMatchObject({ categoryId: '0ZG000000000001', page: 0, pageSize: 20 });
    expect(view.server.requests.find((r) => r.path.endsWith('/search/products'))!.query.has('searchTerm')).toBe(false);
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(location()).toBe('/category/neurology/0ZG000000000001?page=2'));
    await waitFor(() => expect(view.server.state.searches.at(-1)).toMatchObject({ categoryId: '0ZG000000000001', page: 1 }));
    await user.click(within(children).getByRole('link', { name: 'Sleep Diagnostics' }));
    await waitFor(() => expect(location()).toBe('/category/sleep-diagnostics/0ZG000000000013'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep Diagnostics' })).toBeTruthy();
  });

  it('[CC-7-043][PX-06-022] showing the category products sends category-search', async () => {
    const events: Array<{ name: string; payload: Record<string, unknown> }> = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    document.addEventListener(EXPERIENCE_INTERACTION, listener);
    try {
      renderCatalogue('/category/tympanometry-supplies/0ZG000000000211');
      await screen.findByRole('list', { name: 'Products in Tympanometry Supplies' });
      await waitFor(() => expect(events.find((event) => event.name === 'category-search')?.payload).toMatchObject({ categoryId: '0ZG000000000211', categoryName: 'Tympanometry Supplies' }));
    } finally {
      document.removeEventListener(EXPERIENCE_INTERACTION, listener);
    }
  });

  it('[PX-06-019] an unknown category shows that it was not found', async () => {
    renderCatalogue('/category/nothing/0ZG999999999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeTruthy();
  });
});

describe('current-cart page', () => {
  it('[CC-2-009][PX-06-041] lists what was added with quantity, unit price and totals; an empty cart says so', async () => {
    const user = userEvent.setup();
    renderCatalogue('/cart', { signedInAs: 'buyer@demo.test' });
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    cleanup();
    renderCatalogue('/product/01t000000000005', { signedInAs: 'buyer@demo.test', settings: { propertiesEx: { miniCartEnabled: false } } });
    await screen.findByRole('heading', { level: 1, name: /Aurisense/ });
    await user.clear(screen.getByRole('textbox', { name: 'Quantity' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '20');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const badge = await screen.findByRole('link', { name: 'Cart, 20 items' });
    await user.click(badge);
    await waitFor(() => expect(location()).toBe('/cart'));
    const table = await screen.findByRole('table', { name: 'Your cart' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Aurisense Tympanometry Probe Tips, Assorted (Box of 100)' }).getAttribute('href')).toBe('/product/01t000000000005');
    expect(within(row).getByRole<HTMLInputElement>('textbox', { name: /^Quantity of Aurisense/ }).value).toBe('20');
    expect(row.textContent).toContain('$52.00');
    expect(row.textContent).toContain('$1,040.00');
    expect(screen.getByText('20 items')).toBeTruthy();
  });
});
