// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceivedNavItem } from '../../machines/navigation/nav-items.ts';
import { NavigationMenu, type FormFactor } from '../../src/components/navigation/NavigationMenu.tsx';
import { resolvePageReference } from '../../src/components/navigation/page-reference.ts';
import type { NavigationMenuSettings } from '../../src/components/navigation/settings.ts';
import { PreviewFrame, previewApplicationContext, previewStore, recordingEnvironment } from './preview-store.tsx';

const MENU_PATH = '/services/data/v64.0/connect/communities/0DB000000000001/navigation-menu/navigation-menu-items';

const category = (label: string, recordId: string, urlPath: string, subMenu: ReceivedNavItem[] = []): ReceivedNavItem => ({
  actionType: 'InternalLink',
  actionValue: `/category/${urlPath}`,
  active: true,
  label,
  target: 'CurrentWindow',
  pageReference: { type: 'standard__recordPage', attributes: { objectApiName: 'ProductCategory', recordId, actionName: 'view', urlPath } },
  subMenu,
});

const menu: ReceivedNavItem[] = [
  category('Neurology', '0ZG000000000001', 'neurology', [
    category('Neurodiagnostics', '0ZG000000000011', 'neurodiagnostics', [category('EEG Electrodes & Caps', '0ZG000000000111', 'eeg-electrodes-caps')]),
    category('Neuromonitoring', '0ZG000000000012', 'neuromonitoring'),
  ]),
  category('Sensory', '0ZG000000000002', 'sensory', [
    category('Audiology', '0ZG000000000021', 'audiology', [category('Tympanometry Supplies', '0ZG000000000211', 'tympanometry-supplies')]),
  ]),
  { actionType: 'InternalLink', actionValue: '/quick-order', label: 'Quick Order', target: 'CurrentWindow' },
  { actionType: 'ExternalLink', actionValue: 'https://www.kestrelridge.example', label: 'Kestrel Ridge', target: 'NewWindow' },
  { actionType: 'NavigationalTopic', actionValue: null, label: 'Topics' },
  { actionType: 'SystemLink', actionValue: '/secur/logout', label: 'Log out' },
];

const home: ReceivedNavItem = {
  actionType: 'InternalLink',
  actionValue: '/',
  label: 'Home',
  pageReference: { type: 'standard__namedPage', attributes: { name: 'Home' } },
};

beforeEach(() => {
  document.body.innerHTML = '';
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setup(formFactor: FormFactor, options: { items?: ReceivedNavItem[]; settings?: Partial<NavigationMenuSettings>; guestCart?: boolean } = {}) {
  const { store, calls } = previewStore({
    // The menu as the server sends it; the guest's 'Cart' entry (PX-68-002) only where a test asks for it.
    appContext: { ...previewApplicationContext, guestCartEnabled: options.guestCart === true },
    routes: {
      [`GET ${MENU_PATH}`]: (request) => {
        const withHome = new URL(request.url).searchParams.get('addHomeMenuItem') === 'true';
        return { menuItems: [...(withHome ? [home] : []), ...(options.items ?? menu)] };
      },
    },
  });
  const environment = recordingEnvironment();
  const user = userEvent.setup();
  const view = (factor: FormFactor) => (
    <PreviewFrame store={store} environment={environment} initialPath="/start">
      <button type="button">Before</button>
      <NavigationMenu formFactor={factor} settings={options.settings} />
      <button type="button">After</button>
    </PreviewFrame>
  );
  const result = render(view(formFactor));
  const location = () => screen.getByTestId('location').textContent;
  const nav = () => screen.getByRole('navigation', { name: 'Main' });
  const bar = () => nav().querySelector<HTMLElement>('.krm-navbar__list')!;
  const barLabels = () => [...bar().children].map((item) => item.firstElementChild!.textContent);
  const dropdown = () => nav().querySelector<HTMLElement>('.krm-navbar__dropdown');
  const parent = (name: string) => within(bar()).getByRole('button', { name });
  return { user, calls, environment, location, nav, bar, barLabels, dropdown, parent, rerender: (factor: FormFactor) => result.rerender(view(factor)) };
}

const listLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('.krm-drill__list > li')].map((item) => item.firstElementChild!.firstChild!.textContent);

describe("a guest's way to the cart", () => {
  it("[PX-68-002] with the guest cart on, a guest's bar ends with a 'Cart' link to the cart page", async () => {
    const { barLabels, bar, user, location } = setup('large', { guestCart: true });
    // The file's first test: its render also loads the menu's adapter (a lazy import, transformed on
    // first use), more than waitFor's default second on a loaded machine.
    await waitFor(() => expect(barLabels()).toEqual(['Neurology', 'Sensory', 'Quick Order', 'Kestrel Ridge', 'Topics', 'Cart']), { timeout: 10_000 });
    await user.click(within(bar()).getByRole('link', { name: 'Cart' }));
    expect(location()).toBe('/cart');
  });
});

describe('navigation menu data', () => {
  it('[SH-7-017][CC-4-021][PX-05-114] reads the Default_Navigation link set of the community, Live, without a Home item by default', async () => {
    const { calls, barLabels } = setup('large');
    // The file's first render also loads the menu's adapter (a lazy import, transformed on first use):
    // more than waitFor's default second on a loaded machine.
    await waitFor(() => expect(barLabels()).toEqual(['Neurology', 'Sensory', 'Quick Order', 'Kestrel Ridge', 'Topics']), { timeout: 10_000 });
    const call = calls.find((entry) => entry.path === MENU_PATH)!;
    expect(call.search.get('navigationLinkSetDeveloperName')).toBe('Default_Navigation');
    expect(call.search.get('publishStatus')).toBe('Live');
    expect(call.search.get('addHomeMenuItem')).toBe('false');
  });

  it('[SH-3-074][SH-2-087][SH-2-088] SystemLink items are dropped; the large screen shows a horizontal bar', async () => {
    const { barLabels, nav } = setup('large');
    await waitFor(() => expect(barLabels()).toHaveLength(5));
    expect(within(nav()).queryByText('Log out')).toBeNull();
    expect(within(nav()).queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('[SH-2-103][PX-05-114] showHomeLink asks for the Home item first', async () => {
    const { barLabels, calls } = setup('large', { settings: { showHomeLink: true } });
    await waitFor(() => expect(barLabels()[0]).toBe('Home'));
    expect(calls.find((entry) => entry.path === MENU_PATH)!.search.get('addHomeMenuItem')).toBe('true');
  });

  it('[SH-2-089][SH-2-090] the bar is aligned left, center or right', async () => {
    for (const [alignment, justify] of [['center', 'center'], ['right', 'flex-end'], ['left', 'flex-start']] as const) {
      const { bar, barLabels } = setup('large', { settings: { alignment } });
      await waitFor(() => expect(barLabels()).toHaveLength(5));
      expect(bar().style.justifyContent).toBe(justify);
      cleanup();
    }
  });

  it('[SH-3-073][SH-2-100] a new-window item names its new tab and opens with no opener and no referrer', async () => {
    const { user, nav, environment, location } = setup('large');
    const link = await within(nav()).findByRole('link', { name: 'Kestrel Ridge (opens in new tab)' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    await user.click(link);
    expect(environment.opened).toEqual([{ url: 'https://www.kestrelridge.example', target: '_blank' }]);
    expect(location()).toBe('/start');
  });

  it('[SH-2-102] an item with no address does nothing', async () => {
    const { user, nav, environment, location } = setup('large');
    await user.click(await within(nav()).findByRole('button', { name: 'Topics' }));
    expect(location()).toBe('/start');
    expect(environment.opened).toEqual([]);
  });

  it('[SH-2-099] an internal link navigates within the site', async () => {
    const { user, nav, location } = setup('large');
    await user.click(await within(nav()).findByRole('link', { name: 'Quick Order' }));
    expect(location()).toBe('/quick-order');
  });

  it('[SH-2-101][PX-05-108] page references resolve to the store routes, falling back to the item address', () => {
    expect(resolvePageReference({ type: 'standard__recordPage', attributes: { objectApiName: 'ProductCategory', recordId: '0ZG000000000111', urlPath: 'eeg-electrodes-caps' } })).toEqual({
      kind: 'internal',
      path: '/category/eeg-electrodes-caps/0ZG000000000111',
    });
    expect(resolvePageReference({ type: 'standard__recordPage', attributes: { objectApiName: 'Product2', recordId: '01t000000000001' } })).toEqual({ kind: 'internal', path: '/product/01t000000000001' });
    expect(resolvePageReference({ type: 'standard__namedPage', attributes: { name: 'Login' } })).toEqual({ kind: 'internal', path: '/login' });
    expect(resolvePageReference({ type: 'standard__webPage', attributes: { url: 'https://www.kestrelridge.example' } })).toEqual({ kind: 'external', url: 'https://www.kestrelridge.example' });
    expect(resolvePageReference({ type: 'standard__search', state: { term: 'eeg cap' } })).toEqual({ kind: 'internal', path: '/search?term=eeg%20cap' });
    expect(resolvePageReference({ type: 'standard__namedPage', attributes: { name: 'Unknown' } })).toBeNull();
    expect(resolvePageReference({ type: 'standard__namedPage', attributes: { name: '' } })).toBeNull();
  });
});

describe('desktop bar keyboard and mouse paths (SH §4)', () => {
  it('[SH-4-037][SH-4-038][SH-4-039][SH-9-027] a parent opens its list, another switches, the same one closes it', async () => {
    const { user, parent, dropdown } = setup('large');
    await user.click(await screen.findByRole('button', { name: 'Neurology' }));
    expect(parent('Neurology').getAttribute('aria-expanded')).toBe('true');
    expect(listLabels(dropdown()!)).toEqual(['All Neurology', 'Neurodiagnostics', 'Neuromonitoring']);
    expect(dropdown()!.style.zIndex).toBe('500');
    await user.click(parent('Sensory'));
    expect(parent('Neurology').getAttribute('aria-expanded')).toBe('false');
    expect(listLabels(dropdown()!)).toEqual(['All Sensory', 'Audiology']);
    await user.click(parent('Sensory'));
    expect(dropdown()).toBeNull();
  });

  it('[SH-4-040] clicking outside closes the list', async () => {
    const { user, dropdown } = setup('large');
    await user.click(await screen.findByRole('button', { name: 'Neurology' }));
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(dropdown()).toBeNull();
  });

  it('[SH-4-041] clicking empty bar space closes the list', async () => {
    const { user, dropdown, bar } = setup('large');
    await user.click(await screen.findByRole('button', { name: 'Neurology' }));
    await user.click(bar());
    expect(dropdown()).toBeNull();
  });

  it('[SH-4-042][SH-4-044][SH-4-052] by keyboard: Enter opens, Tab enters the list, Escape closes it and focus returns to the parent', async () => {
    const { user, parent, dropdown } = setup('large');
    (await screen.findByRole('button', { name: 'Neurology' })).focus();
    await user.keyboard('{Enter}');
    expect(dropdown()).not.toBeNull();
    await user.tab();
    expect(document.activeElement!.textContent).toBe('All Neurology');
    await user.keyboard('{Escape}');
    expect(dropdown()).toBeNull();
    expect(document.activeElement).toBe(parent('Neurology'));
  });

  it('[SH-4-042] Escape on the open parent itself closes its list', async () => {
    const { user, parent, dropdown } = setup('large');
    (await screen.findByRole('button', { name: 'Sensory' })).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(dropdown()).toBeNull();
    expect(document.activeElement).toBe(parent('Sensory'));
  });

  it('[SH-4-045][PX-05-106] moving focus out of the list closes it', async () => {
    const { user, dropdown } = setup('large');
    (await screen.findByRole('button', { name: 'Sensory' })).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    expect(document.activeElement!.textContent).toContain('Audiology');
    await user.tab();
    await waitFor(() => expect(dropdown()).toBeNull());
    expect(document.activeElement!.textContent).toBe('Quick Order');
  });

  it('[SH-4-046][SH-4-047][SH-4-048][SH-4-059] opening a parent in the list drills in: Back, the parent as title, focus on Back, sliding right to left', async () => {
    const { user, dropdown } = setup('large');
    (await screen.findByRole('button', { name: 'Neurology' })).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    const list = dropdown()!;
    expect(list.querySelector('.krm-drill__title')!.textContent).toBe('Neurodiagnostics');
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Back to Neurology' }));
    expect(listLabels(list)).toEqual(['All Neurodiagnostics', 'EEG Electrodes & Caps']);
    expect(list.querySelector('.krm-drill__level')!.getAttribute('data-slide')).toBe('right-to-left');
  });

  it('[SH-4-049][SH-4-050][SH-4-058][SH-4-057] Back pops a level, focuses the parent opened before and slides left to right for 0.2 s', async () => {
    const { user, dropdown } = setup('large');
    await user.click(await screen.findByRole('button', { name: 'Neurology' }));
    await user.click(within(dropdown()!).getByRole('button', { name: /Neurodiagnostics/ }));
    await user.click(within(dropdown()!).getByRole('button', { name: 'Back to Neurology' }));
    expect(listLabels(dropdown()!)).toEqual(['All Neurology', 'Neurodiagnostics', 'Neuromonitoring']);
    expect(document.activeElement!.textContent).toContain('Neurodiagnostics');
    const level = () => dropdown()!.querySelector('.krm-drill__level')!;
    expect(level().getAttribute('data-slide')).toBe('left-to-right');
    await waitFor(() => expect(level().getAttribute('data-slide')).toBeNull(), { timeout: 1000 });
  });

  it('[SH-4-051] Escape below the first level goes back one level and keeps the list open', async () => {
    const { user, dropdown } = setup('large');
    (await screen.findByRole('button', { name: 'Sensory' })).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(dropdown()!.querySelector('.krm-drill__title')!.textContent).toBe('Audiology');
    await user.keyboard('{Escape}');
    expect(dropdown()).not.toBeNull();
    expect(listLabels(dropdown()!)).toEqual(['All Sensory', 'Audiology']);
    expect(document.activeElement!.textContent).toContain('Audiology');
  });

  it('[SH-4-043][SH-4-044][SH-4-053][SH-4-054][SH-4-055][SH-2-101] choosing a leaf navigates by its page reference, closes and focuses the parent', async () => {
    const { user, dropdown, parent, location } = setup('large');
    await user.click(await screen.findByRole('button', { name: 'Neurology' }));
    await user.click(within(dropdown()!).getByRole('button', { name: /Neurodiagnostics/ }));
    await user.click(within(dropdown()!).getByRole('link', { name: 'EEG Electrodes & Caps' }));
    expect(location()).toBe('/category/eeg-electrodes-caps/0ZG000000000111');
    expect(dropdown()).toBeNull();
    expect(document.activeElement).toBe(parent('Neurology'));
    await user.click(parent('Neurology'));
    expect(listLabels(dropdown()!)).toEqual(['All Neurology', 'Neurodiagnostics', 'Neuromonitoring']);
  });

  it("[SH-4-053][SH-4-054] the 'All {category}' link of a level navigates to its parent and closes", async () => {
    const { user, dropdown, location } = setup('large');
    await user.click(await screen.findByRole('button', { name: 'Sensory' }));
    await user.click(within(dropdown()!).getByRole('button', { name: /Audiology/ }));
    await user.click(within(dropdown()!).getByRole('link', { name: 'All Audiology' }));
    expect(location()).toBe('/category/audiology/0ZG000000000021');
    expect(dropdown()).toBeNull();
  });

  it("[PX-05-104][SH-4-044] the first level's 'All {category}' link leads to the bar parent's own page", async () => {
    const { user, dropdown, parent, location } = setup('large');
    await user.click(await screen.findByRole('button', { name: 'Neurology' }));
    await user.click(within(dropdown()!).getByRole('link', { name: 'All Neurology' }));
    expect(location()).toBe('/category/neurology/0ZG000000000001');
    expect(dropdown()).toBeNull();
    expect(document.activeElement).toBe(parent('Neurology'));
  });

  it('[SH-9-020] an itemLimit setting caps the lists', async () => {
    const { user, dropdown } = setup('large', { settings: { itemLimit: 1 } });
    await user.click(await screen.findByRole('button', { name: 'Neurology' }));
    expect(listLabels(dropdown()!)).toEqual(['All Neurology', 'Neurodiagnostics']);
  });

  it('[SH-2-103] without showBackLabel the Back button shows only its icon', async () => {
    const { user, dropdown } = setup('large', { settings: { showBackLabel: false } });
    await user.click(await screen.findByRole('button', { name: 'Neurology' }));
    await user.click(within(dropdown()!).getByRole('button', { name: /Neurodiagnostics/ }));
    const back = within(dropdown()!).getByRole('button', { name: 'Back to Neurology' });
    expect(back.querySelector('span')!.className).toBe('krm-visually-hidden');
  });
});

describe('overflow into More', () => {
  let resize: ((width: number) => void) | null = null;
  let barWidth = 1000;

  beforeEach(() => {
    barWidth = 1000;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe(element: Element) {
          // Like a real observer, nothing is reported for an element no longer in the page.
          resize = (width) => {
            if (element.isConnected) this.callback([{ target: element, contentRect: { width } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
          };
        }
        disconnect() {
          resize = null;
        }
        unobserve() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('krm-navbar') ? barWidth : 0;
    });
    // Each measured bar item is 100px wide, 'More' 80px.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const inMeasure = this.closest('.krm-navbar__measure') !== null;
      const width = !inMeasure ? 0 : this.textContent === 'More' ? 80 : 100;
      return { width, height: 44, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 44, toJSON: () => ({}) } as DOMRect;
    });
  });

  const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

  it("[SH-4-063][SH-4-064][SH-2-091][SH-2-104][SH-2-105][PX-05-105] items that do not fit move into 'More' when the bar narrows", async () => {
    const { user, barLabels, dropdown, parent } = setup('large');
    await waitFor(() => expect(barLabels()).toEqual(['Neurology', 'Sensory', 'Quick Order', 'Kestrel Ridge', 'Topics']));
    // Let the load's own throttle windows pass, so the next resize applies at once.
    await pause(250);
    act(() => resize!(350));
    expect(barLabels()).toEqual(['Neurology', 'Sensory', 'More']);
    await user.click(parent('More'));
    expect(listLabels(dropdown()!)).toEqual(['Quick Order', 'Kestrel Ridge', 'Topics']);
    await user.click(within(dropdown()!).getByRole('link', { name: 'Quick Order' }));
    expect(screen.getByTestId('location').textContent).toBe('/quick-order');
  });

  it('[SH-4-065][SH-9-022] resizes inside 100 ms are held; the latest applies when the window ends', async () => {
    const { barLabels } = setup('large');
    await waitFor(() => expect(barLabels()).toHaveLength(5));
    // Let the load's own throttle windows pass, so the next resize applies at once.
    await pause(250);
    act(() => resize!(350));
    act(() => resize!(250));
    act(() => resize!(1000));
    expect(barLabels()).toEqual(['Neurology', 'Sensory', 'More']);
    await pause(120);
    expect(barLabels()).toEqual(['Neurology', 'Sensory', 'Quick Order', 'Kestrel Ridge', 'Topics']);
  });

  it('[SH-9-018] the bar shows at most 20 items', async () => {
    const many = Array.from({ length: 24 }, (_, index): ReceivedNavItem => ({ actionType: 'InternalLink', actionValue: `/p/${index}`, label: `Item ${index + 1}` }));
    barWidth = 10_000;
    const { barLabels } = setup('large', { items: many });
    await waitFor(() => expect(barLabels()).toHaveLength(21));
    expect(barLabels().at(-2)).toBe('Item 20');
    expect(barLabels().at(-1)).toBe('More');
  });
});

describe('tablet and phone panels', () => {
  it('[SH-2-092][SH-2-093][SH-9-025][SH-9-028][SH-4-060] medium: the bar plus a hamburger opening a side panel over an overlay', async () => {
    const { user, barLabels } = setup('medium');
    await waitFor(() => expect(barLabels()).toHaveLength(5));
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    await user.click(hamburger);
    const panel = await screen.findByRole('dialog', { name: 'Navigation menu' });
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(panel.className).toContain('krm-mobilenav__panel--side');
    expect(panel.style.zIndex).toBe('10000');
    const overlay = document.querySelector<HTMLElement>('.krm-mobilenav__overlay')!;
    expect(overlay.style.zIndex).toBe('10000');
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[SH-2-094][SH-4-061][PX-05-107] small: a full-screen panel; its first item takes focus; closing returns focus to the hamburger', async () => {
    const { user, nav } = setup('small');
    const hamburger = await within(nav()).findByRole('button', { name: 'Menu' });
    expect(nav().querySelector('.krm-navbar')).toBeNull();
    await user.click(hamburger);
    const panel = await screen.findByRole('dialog', { name: 'Navigation menu' });
    expect(panel.className).toContain('krm-mobilenav__panel--full');
    expect(document.activeElement!.textContent).toContain('Neurology');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(within(panel).getByRole('button', { name: 'Close the navigation menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(hamburger);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('[SH-4-052][SH-4-061] Escape at the first level closes the panel and returns focus to the hamburger', async () => {
    const { user, nav } = setup('small');
    const hamburger = await within(nav()).findByRole('button', { name: 'Menu' });
    hamburger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(hamburger);
  });

  it('[SH-4-046][SH-4-047][SH-4-049][SH-4-050][SH-4-051] drilling the panel by keyboard: in, Back, Escape back a level', async () => {
    const { user, nav } = setup('small');
    (await within(nav()).findByRole('button', { name: 'Menu' })).focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog');
    await user.keyboard('{Enter}');
    expect(panel.querySelector('.krm-drill__title')!.textContent).toBe('Neurology');
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Back to Main menu' }));
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(panel.querySelector('.krm-drill__title')!.textContent).toBe('Neurodiagnostics');
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Back to Neurology' }));
    await user.keyboard('{Enter}');
    expect(panel.querySelector('.krm-drill__title')!.textContent).toBe('Neurology');
    expect(document.activeElement!.textContent).toContain('Neurodiagnostics');
    await user.keyboard('{Escape}');
    expect(panel.querySelector('.krm-drill__title')).toBeNull();
    expect(document.activeElement!.textContent).toContain('Neurology');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('[SH-4-053][SH-4-054][SH-4-055][SH-4-061] choosing a leaf in the panel navigates, closes the panel and resets it', async () => {
    const { user, nav, location } = setup('small');
    const hamburger = await within(nav()).findByRole('button', { name: 'Menu' });
    await user.click(hamburger);
    let panel = await screen.findByRole('dialog');
    await user.click(within(panel).getByRole('button', { name: /Sensory/ }));
    await user.click(within(panel).getByRole('link', { name: 'All Sensory' }));
    expect(location()).toBe('/category/sensory/0ZG000000000002');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(hamburger);
    await user.click(hamburger);
    panel = screen.getByRole('dialog');
    expect(panel.querySelector('.krm-drill__title')).toBeNull();
  });

  it('[PX-05-107] Tab stays inside the open panel', async () => {
    const { user, nav } = setup('small', { items: [menu[2]!, menu[4]!] });
    await user.click(await within(nav()).findByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog');
    const close = within(panel).getByRole('button', { name: 'Close the navigation menu' });
    expect(document.activeElement!.textContent).toBe('Quick Order');
    await user.tab();
    expect(document.activeElement!.textContent).toBe('Topics');
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement!.textContent).toBe('Topics');
  });

  it('[SH-2-095][SH-2-096][SH-2-097][SH-2-098] the layout follows the form factor live', async () => {
    const { nav, rerender, barLabels } = setup('large');
    await waitFor(() => expect(barLabels()).toHaveLength(5));
    rerender('small');
    expect(nav().querySelector('.krm-navbar')).toBeNull();
    expect(within(nav()).getByRole('button', { name: 'Menu' })).toBeTruthy();
    rerender('medium');
    expect(nav().querySelector('.krm-navbar')).not.toBeNull();
    expect(within(nav()).getByRole('button', { name: 'Menu' })).toBeTruthy();
    fireEvent.click(within(nav()).getByRole('button', { name: 'Menu' }));
    expect((await screen.findByRole('dialog')).className).toContain('--side');
  });
});
