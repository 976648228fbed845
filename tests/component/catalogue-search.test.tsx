// @vitest-environment jsdom
// The search box and the search results page over the fixture catalogue: keyboard paths,
// suggestions, the listing's address, facets, sort, both paging modes, states and events.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXPERIENCE_INTERACTION } from '../../src/analytics/payloads.ts';
import { COOKIE_CONSENT_STORAGE_KEY } from '../../src/analytics/consent.ts';
import { renderCatalogue } from './catalogue-harness.tsx';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

beforeEach(() => {
  document.cookie = 'krm_reco_visitor=; max-age=0; path=/';
});

const location = () => screen.getByTestId('location').textContent ?? '';
const searchBox = () => screen.getByRole('combobox', { name: 'Search products' });

describe('search box', () => {
  it('[CC-2-013][CC-3-005][CC-4-001][CC-4-009][CC-4-010][CC-4-004][CC-4-005][CC-4-013][CC-4-014][CC-4-015][CC-2-001][CC-2-002][CC-4-017] typing shows recent searches after the search-for option; arrows move the highlight; Enter searches the pick', async () => {
    const user = userEvent.setup();
    renderCatalogue('/', { recentSearches: ['cortexa', 'cortexa cap'] });
    await user.type(searchBox(), 'cor');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    await within(listbox).findByRole('option', { name: /cortexa cap/ });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['search for cor, Search', 'cortexa, Recent search', 'cortexa cap, Recent search']);
    expect(options.map((option) => option.querySelector('svg')?.getAttribute('data-icon'))).toEqual(['utility:search', 'utility:clock', 'utility:clock']);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(searchBox().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(within(listbox).getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(listbox).getAllByRole('option')[2]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/search?term=cortexa'));
    expect((searchBox() as HTMLInputElement).value).toBe('cortexa');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    expect(searchBox().getAttribute('aria-expanded')).toBe('false');
  });

  it('[CC-4-006][CC-4-007][CC-2-001] Enter is ignored while composing; with no highlight it searches the trimmed term', async () => {
    const user = userEvent.setup();
    renderCatalogue('/');
    const input = searchBox();
    await user.type(input, '  eeg caps  ');
    // The search-for option comes pre-highlighted; a composition Enter changes nothing.
    const composing = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, isComposing: true });
    act(() => void input.dispatchEvent(composing));
    expect(location()).toBe('/');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/search?term=eeg+caps'));
  });

  it('[CC-4-008][CC-4-016] clicking an option selects it and runs the search; the advanced option stays hidden after', async () => {
    const user = userEvent.setup();
    renderCatalogue('/', { recentSearches: ['aurisense'] });
    await user.type(searchBox(), 'aur');
    const option = await screen.findByRole('option', { name: /aurisense, Recent search/ });
    await user.click(option);
    await waitFor(() => expect(location()).toBe('/search?term=aurisense'));
    expect(within(screen.getByRole('search')).queryAllByRole('option')).toEqual([]);
  });

  it('[CC-4-011][CC-4-012][CC-9-027][SH-5-027][SH-5-028][SH-9-034] the settled term is announced; clearing announces it; the box takes 255 characters', async () => {
    const user = userEvent.setup();
    renderCatalogue('/');
    const input = searchBox() as HTMLInputElement;
    expect(input.maxLength).toBe(255);
    await user.type(input, 'emg');
    const status = within(screen.getByRole('search')).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Search term emg'));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(status.textContent).toBe('Search cleared'));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
  });

  it('[CC-4-002][CC-4-003] leaving the box closes the list', async () => {
    const user = userEvent.setup();
    renderCatalogue('/');
    await user.type(searchBox(), 'eeg');
    await screen.findByRole('option', { name: /search for eeg/ });
    await user.tab();
    expect(within(screen.getByRole('search')).queryAllByRole('option')).toEqual([]);
  });
});

describe('search results page', () => {
  it('[CC-2-017][PX-06-005][PX-06-008][CC-7-003][CC-7-016] a keyword search lists cards with name, SKU, prices and availability, the count and the facets', async () => {
    renderCatalogue('/search?term=cortexa+cup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “cortexa cup”' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Products matching cortexa cup' });
    const electrodes = within(list).getByRole('link', { name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)' }).closest('article')!;
    expect(electrodes.textContent).toContain('KRM-NEU-EEG-1001');
    // Prices and availability fill in after the cards (PX-06-043).
    await waitFor(() => expect(electrodes.textContent).toContain('In stock (1,240 available)'));
    await waitFor(() => expect(electrodes.textContent).toContain('$172.00'));
    expect(electrodes.textContent).toContain('List price $189.00');
    expect(electrodes.textContent).toContain('In stock (1,240 available)');
    expect(screen.getAllByRole('status').some((status) => /\d+ products?\. Showing 1–\d+ of \d+/.test(status.textContent ?? ''))).toBe(true);
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getAllByRole('group').length).toBeGreaterThan(0);
    expect(within(filters).getByRole('checkbox', { name: /^Yes \(\d+\)$/ })).toBeTruthy();
  });

  it('[PX-06-043][CC-7-038][PX-06-007] the cards (image, name, SKU) show as soon as the search answers; prices and availability fill kept places after; the search event waits for the prices', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const events: Array<{ name: string; payload: Record<string, unknown> }> = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    document.addEventListener(EXPERIENCE_INTERACTION, listener);
    try {
      renderCatalogue('/search?term=electrode', { holdUntil: { prices: held, inventory: held } });
      const list = await screen.findByRole('list', { name: 'Products matching electrode' });
      const cards = within(list).getAllByRole('article');
      expect(cards).toHaveLength(20);
      expect(within(cards[0]!).getByRole('link').textContent).not.toBe('');
      expect(cards[0]!.querySelector('.product-card__sku-value')?.textContent).not.toBe('');
      expect(cards.every((card) => card.querySelector('.product-card__price--pending') !== null)).toBe(true);
      expect(list.textContent).not.toContain('$');
      expect(events.some((event) => event.name === 'search')).toBe(false);
      const images = cards.map((card) => card.querySelector('img'));
      expect(images.map((image) => [image?.getAttribute('loading'), image?.getAttribute('fetchpriority') ?? null]).slice(0, 6)).toEqual([
        ['eager', 'high'],
        ['eager', null],
        ['eager', null],
        ['eager', null],
        ['lazy', null],
        ['lazy', null],
      ]);
      expect(images.every((image) => image?.getAttribute('width') === '160' && image.getAttribute('height') === '120')).toBe(true);
      release();
      await waitFor(() => expect(list.querySelector('.product-card__price--pending')).toBeNull());
      expect(list.querySelectorAll('.product-card__unit-price').length).toBeGreaterThan(0);
      await waitFor(() => expect(events.some((event) => event.name === 'search')).toBe(true));
      const search = events.find((event) => event.name === 'search')!;
      const products = search.payload.products as Array<{ unitPrice?: string }>;
      expect(products).toHaveLength(20);
      expect(products.filter((product) => product.unitPrice !== undefined).length).toBeGreaterThan(0);
    } finally {
      document.removeEventListener(EXPERIENCE_INTERACTION, listener);
    }
  });

  it('[PX-06-006][CC-7-003] a SKU search shows the exact product first, marked', async () => {
    renderCatalogue('/search?term=KRM-SEN-TYM-3001');
    const list = await screen.findByRole('list', { name: 'Products matching KRM-SEN-TYM-3001' });
    const first = within(list).getAllByRole('article')[0]!;
    expect(first.textContent).toContain('Aurisense Tympanometry Probe Tips, Assorted (Box of 100)');
    expect(first.textContent).toContain('Exact SKU match');
  });

  it('[PX-06-001][PX-06-003][CC-4-025] a facet, the sort and a page link each become the address; the results follow', async () => {
    const user = userEvent.setup();
    const view = renderCatalogue('/search?term=electrode');
    await screen.findByRole('list', { name: 'Products matching electrode' });
    const filters = screen.getByRole('region', { name: 'Filters' });
    const latexFree = within(filters).getAllByRole('checkbox').find((box) => box.closest('details')?.querySelector('summary')?.textContent?.startsWith('Latex Free') && /^Yes/.test(box.parentElement?.textContent ?? ''))!;
    await user.click(latexFree);
    await waitFor(() => expect(location()).toBe('/search?term=electrode&f.Custom.Latex_Free__c=Yes'));
    await waitFor(() => expect(view.server.state.searches.at(-1)).toMatchObject({ refinements: [{ nameOrId: 'Latex_Free__c', type: 'DistinctValue', attributeType: 'Custom', values: ['Yes'] }] }));
    expect(screen.getByRole('button', { name: 'Remove filter Latex Free: Yes' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'PriceAsc');
    await waitFor(() => expect(location()).toBe('/search?term=electrode&f.Custom.Latex_Free__c=Yes&sort=PriceAsc'));
    await waitFor(() => expect(view.server.state.searches.at(-1)).toMatchObject({ sortRuleId: 'PriceAsc', page: 0 }));
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/search?term=electrode&f.Custom.Latex_Free__c=Yes&sort=PriceAsc&page=2'));
    await waitFor(() => expect(view.server.state.searches.at(-1)).toMatchObject({ page: 1 }));
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText('2').closest('[aria-current="page"]')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Remove filter Latex Free: Yes' }));
    await waitFor(() => expect(location()).toBe('/search?term=electrode&sort=PriceAsc'));
  });

  it('[CC-4-022][CC-4-023][PX-06-004] show more appends the next page, focuses its first product and moves the address to that page', async () => {
    const user = userEvent.setup();
    renderCatalogue('/search?term=electrode');
    const list = await screen.findByRole('list', { name: 'Products matching electrode' });
    const before = within(list).getAllByRole('article').length;
    expect(before).toBe(20);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(before));
    const links = within(list).getAllByRole('link');
    await waitFor(() => expect(document.activeElement).toBe(links[before]));
    await waitFor(() => expect(location()).toBe('/search?term=electrode&page=2'));
    expect(within(list).getAllByRole('article').length).toBeGreaterThan(20);
  });

  it('[PX-06-008][CC-2-017] no match shows the empty state; a failing search shows the error state with a retry', async () => {
    renderCatalogue('/search?term=zzqx');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    cleanup();
    const user = userEvent.setup();
    const view = renderCatalogue('/search?term=eeg', { failSearch: true });
    const alert = (await screen.findByRole('heading', { name: 'The products could not be loaded' })).closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeTruthy();
    const before = view.server.state.searches.length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(view.server.state.searches.length).toBe(before + 1));
  });

  it('[CC-7-038][CC-7-043][CC-7-042][CC-7-046][PX-06-022] results send the search event with a stored correlation id; opening a product sends catalog-object-click', async () => {
    const user = userEvent.setup();
    const events: Array<{ name: string; payload: Record<string, unknown> }> = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    document.addEventListener(EXPERIENCE_INTERACTION, listener);
    try {
      renderCatalogue('/search?term=cortexa');
      const list = await screen.findByRole('list', { name: 'Products matching cortexa' });
      await waitFor(() => expect(events.some((event) => event.name === 'search')).toBe(true));
      const search = events.find((event) => event.name === 'search')!;
      expect(search.payload).toMatchObject({ searchTerm: 'cortexa', page: 1, sortRuleId: null });
      expect(search.payload.correlationId).toBe(window.localStorage.getItem('searchCorrelationId'));
      await user.click(within(list).getAllByRole('link')[0]!);
      const click = events.find((event) => event.name === 'catalog-object-click')!;
      expect(click.payload).toMatchObject({ position: 1, searchTerm: 'cortexa', correlationId: search.payload.correlationId });
    } finally {
      document.removeEventListener(EXPERIENCE_INTERACTION, listener);
    }
  });

  it('[CC-1-013][CC-7-032][CC-7-037][CC-4-026][PX-06-021] with statistics consent the search is tracked as viewSearch; without it nothing is posted', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify({ statistics: true }));
    const tracked = renderCatalogue('/search?term=cortexa', { personalisation: { activityTrackingEnabled: true, host: 'reco.test', deploymentEnabled: true } });
    await screen.findByRole('list', { name: 'Products matching cortexa' });
    await waitFor(() => expect(tracked.server.state.activities.map((a) => a.name)).toContain('viewSearch'), { timeout: 4000 });
    const activity = tracked.server.state.activities.find((a) => a.name === 'viewSearch')!;
    expect(activity.body).toMatchObject({ searchText: 'cortexa', correlationId: window.localStorage.getItem('searchCorrelationId') });
    expect(activity.body.cookieId).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.cookie).toContain(`krm_reco_visitor=${activity.body.cookieId}`);
    cleanup();
    window.localStorage.clear();
    const untracked = renderCatalogue('/search?term=cortexa', { personalisation: { activityTrackingEnabled: true, host: 'reco.test', deploymentEnabled: true } });
    await screen.findByRole('list', { name: 'Products matching cortexa' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(untracked.server.state.activities).toEqual([]);
  });
});
