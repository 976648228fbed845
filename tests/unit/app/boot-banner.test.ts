// index.html's promo banners (src/app/early-reads/boot-banner.ts, build/boot-banner.ts): the banners a
// signed-in buyer sees, painted into the placeholder from the early session read with the banner
// component's own markup (PX-41-001), on the pages whose first screen waits for the session only.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bootBannerConfig } from '../../../build/boot-banner.ts';
import { DISMISSED_BANNERS_KEY } from '../../../machines/layout/dismissed-banners.ts';
import { promoBanners } from '../../../fixtures/data/store.json';
import { BOOT_SHELL_SELECTOR, ENTRY_WAITS_FOR_SHELL_MS, BOOT_SHELL_SHOWN_GLOBAL, BOOT_SHELL_WAITS_ATTRIBUTE } from '../../../src/app/boot-shell.ts';
import { bootBannerMarkup, showBootBanner, showBootShell, type BootBannerDocument, type BootShellWindow } from '../../../src/app/early-reads/boot-banner.ts';
import { startEarlyReads, type EarlyReadsConfig, type EarlyWindow } from '../../../src/app/early-reads/early-reads.ts';
import { PromoBannerUi } from '../../../src/components/promo-banner/PromoBannerUi.tsx';
import { promoBannerLabels } from '../../../src/labels/promo-banners.ts';

const GLOBAL = { id: '0ZI000000000001', name: 'Neuro Global USA Buyers' };
const MARKET = { id: '0ZI000000000002', name: 'Neuro USA Market' };
const signedIn = (...buyerGroups: Array<{ id: string; name: string }>) => ({ guestUser: false, buyerGroups });

/** The application's banner region for these banners, as the component renders it, without its test ids. */
const componentMarkup = (banners: typeof promoBanners) =>
  renderToStaticMarkup(createElement(PromoBannerUi, { banners, label: promoBannerLabels.region, dismissLabel: promoBannerLabels.dismiss })).replace(/ data-testid="[^"]*"/g, '');

/** A document whose placeholder records what is put into it. */
function placeholderDocument(present = true) {
  const inserted: Array<[InsertPosition, string]> = [];
  const document: BootBannerDocument = {
    querySelector: (selector) => (present && selector === BOOT_SHELL_SELECTOR ? { insertAdjacentHTML: (position, html) => void inserted.push([position, html]) } : null),
  };
  return { document, inserted };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('promo banners in index.html\'s placeholder', () => {
  it('[PX-41-001][SH-6-012][SH-6-013] a member of either group gets the banner region exactly as the banner component renders it, text from the store\'s banners', () => {
    const config = bootBannerConfig();
    for (const [group, banner] of [[GLOBAL, promoBanners[0]!], [MARKET, promoBanners[1]!]] as const) {
      const markup = bootBannerMarkup(config, signedIn(group));
      expect(markup).toBe(componentMarkup([banner]));
      expect(markup).toContain(banner.text);
      expect(markup).not.toContain('data-testid');
    }
  });

  it('[PX-41-001][PX-05-003][SH-6-011] a member of both groups sees the notice once; a guest, an unknown session and a buyer of another group see none', () => {
    const config = bootBannerConfig();
    expect(bootBannerMarkup(config, signedIn(GLOBAL, MARKET))).toBe(componentMarkup(promoBanners.slice(0, 1)));
    expect(bootBannerMarkup(config, { guestUser: true, buyerGroups: [GLOBAL] })).toBeNull();
    expect(bootBannerMarkup(config, { buyerGroups: [GLOBAL] })).toBeNull();
    expect(bootBannerMarkup(config, null)).toBeNull();
    expect(bootBannerMarkup(config, signedIn({ id: '0ZI000000000009', name: 'Another group' }))).toBeNull();
  });

  it('[PX-41-001] banners the build did not render are not shown, so the placeholder never differs from the application', () => {
    const config = { ...bootBannerConfig(), items: {} };
    expect(bootBannerMarkup(config, signedIn(GLOBAL))).toBeNull();
  });

  it('[PX-41-001] the session read\'s answer for a signed-in buyer puts the banners at the placeholder\'s top; a guest\'s, a failed read and a missing placeholder change nothing', async () => {
    const config = bootBannerConfig();
    const shown = placeholderDocument();
    showBootBanner(shown.document, Promise.resolve(Response.json(signedIn(MARKET))), config);
    await settled();
    expect(shown.inserted).toEqual([['afterbegin', componentMarkup([promoBanners[1]!])]]);

    const reads = [async () => Response.json({ guestUser: true }), async () => Response.json([{ errorCode: 'X' }], { status: 500 }), async () => Promise.reject(new TypeError('offline'))];
    for (const read of reads) {
      const none = placeholderDocument();
      showBootBanner(none.document, read(), config);
      await settled();
      expect(none.inserted).toEqual([]);
    }
    const gone = placeholderDocument(false);
    showBootBanner(gone.document, Promise.resolve(Response.json(signedIn(MARKET))), config);
    await settled();
    expect(gone.inserted).toEqual([]);
  });

  it('[PX-41-001][PX-27-001] the early script paints the banners on the pages whose first screen waits for the session, from their early session read, and nowhere else', async () => {
    const config: EarlyReadsConfig = { webstorePath: '/w', search: ['/search?q=', ''], preloads: [], sessionFirstScreens: ['/orders', '/orders/*', '/checkout'], bootBanner: bootBannerConfig() };
    const painted = async (address: string) => {
      const url = new URL(address, 'https://store.test');
      const { document, inserted } = placeholderDocument();
      const sessionReads: string[] = [];
      const win: EarlyWindow = {
        location: { origin: url.origin, pathname: url.pathname, search: url.search },
        sessionStorage: { getItem: () => null },
        document: { ...document, head: { appendChild: <T extends Node>(node: T) => node }, createElement: () => ({}) as HTMLLinkElement, readyState: 'complete', body: null, addEventListener: () => undefined },
        fetch: async (requested) => {
          if (requested.includes('/session-context')) sessionReads.push(requested);
          return Response.json(requested.includes('/session-context') ? signedIn(GLOBAL) : {});
        },
      };
      startEarlyReads(win, config);
      await settled();
      expect(sessionReads, address).toHaveLength(1);
      return inserted.length;
    };
    for (const address of ['/orders', '/en-US/orders/KRM-100001', '/checkout']) expect(await painted(address), address).toBe(1);
    for (const address of ['/', '/product/01t000000000001', '/search?term=eeg']) expect(await painted(address), address).toBe(0);
  });

  describe('the placeholder shown with the banners (PX-50-001)', () => {
    /** A window whose document records, in order, the placeholder's insertions and its root's waiting attribute. */
    function shellWindow() {
      const steps: string[] = [];
      const timers: Array<[() => void, number]> = [];
      const win: BootShellWindow = {
        document: {
          querySelector: (selector) => (selector === BOOT_SHELL_SELECTOR ? { insertAdjacentHTML: () => void steps.push('banners') } : null),
          documentElement: {
            setAttribute: (name) => void steps.push(`waits ${name}`),
            removeAttribute: (name) => void steps.push(`shown ${name}`),
          },
        },
        setTimeout: (callback, ms) => timers.push([callback, ms]),
      };
      return { win, steps, timers };
    }

    it('[PX-50-001][PX-41-001] the placeholder stays unpainted until the session read answers, then shows with the buyer\'s banners in the same step; the entry\'s start waits for that', async () => {
      const { win, steps } = shellWindow();
      let answer: (response: Response) => void = () => undefined;
      const shown = showBootShell(win, new Promise<Response>((resolve) => (answer = resolve)), bootBannerConfig());
      const entryMayStart = win[BOOT_SHELL_SHOWN_GLOBAL]!.then(() => void steps.push('entry may start'));
      await settled();
      expect(steps).toEqual([`waits ${BOOT_SHELL_WAITS_ATTRIBUTE}`]);
      answer(Response.json(signedIn(MARKET)));
      await shown;
      await entryMayStart;
      expect(steps).toEqual([`waits ${BOOT_SHELL_WAITS_ATTRIBUTE}`, 'banners', `shown ${BOOT_SHELL_WAITS_ATTRIBUTE}`, 'entry may start']);
    });

    it('[PX-70-009] a banner the buyer dismissed this session is not painted again; the others are', async () => {
      const dismissedId = promoBanners.find((banner) => banner.buyerGroupName === MARKET.name)!.id;
      const { win, steps } = shellWindow();
      await showBootShell({ ...win, sessionStorage: { getItem: (key) => (key === DISMISSED_BANNERS_KEY ? JSON.stringify([dismissedId]) : null) } }, Promise.resolve(Response.json(signedIn(MARKET))), bootBannerConfig());
      expect(steps).toEqual([`waits ${BOOT_SHELL_WAITS_ATTRIBUTE}`, `shown ${BOOT_SHELL_WAITS_ATTRIBUTE}`]);
      expect(bootBannerMarkup(bootBannerConfig(), signedIn(MARKET, GLOBAL), new Set([dismissedId]))).toBe(componentMarkup([promoBanners.find((banner) => banner.buyerGroupName === GLOBAL.name)!]));
      // Unreadable storage dismisses nothing.
      const again = shellWindow();
      await showBootShell({ ...again.win, sessionStorage: { getItem: () => '{not json' } }, Promise.resolve(Response.json(signedIn(MARKET))), bootBannerConfig());
      expect(again.steps).toContain('banners');
    });

    it('[PX-50-001] a guest, a failed read and an offline read show the bar alone as soon as they answer', async () => {
      const reads = [async () => Response.json({ guestUser: true }), async () => Response.json([{ errorCode: 'X' }], { status: 500 }), async () => Promise.reject(new TypeError('offline'))];
      for (const read of reads) {
        const { win, steps } = shellWindow();
        await showBootShell(win, read(), bootBannerConfig());
        expect(steps).toEqual([`waits ${BOOT_SHELL_WAITS_ATTRIBUTE}`, `shown ${BOOT_SHELL_WAITS_ATTRIBUTE}`]);
      }
    });

    it('[PX-50-001] a session read slower than the entry\'s wait lets the entry start when the wait ends; the placeholder still shows with the banners when the read answers', async () => {
      const { win, steps, timers } = shellWindow();
      let answer: (response: Response) => void = () => undefined;
      const shown = showBootShell(win, new Promise<Response>((resolve) => (answer = resolve)), bootBannerConfig());
      expect(timers.map(([, ms]) => ms)).toEqual([ENTRY_WAITS_FOR_SHELL_MS]);
      timers[0]![0]();
      await win[BOOT_SHELL_SHOWN_GLOBAL];
      expect(steps).toEqual([`waits ${BOOT_SHELL_WAITS_ATTRIBUTE}`]);
      answer(Response.json(signedIn(GLOBAL)));
      await shown;
      expect(steps).toEqual([`waits ${BOOT_SHELL_WAITS_ATTRIBUTE}`, 'banners', `shown ${BOOT_SHELL_WAITS_ATTRIBUTE}`]);
    });
  });
});
