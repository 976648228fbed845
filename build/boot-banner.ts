import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import store from '../fixtures/data/store.json' with { type: 'json' };
import type { PromoBanner } from '../machines/layout/promo-banners.ts';
import { PromoBannerUi } from '../src/components/promo-banner/PromoBannerUi.tsx';
import type { BootBannerConfig } from '../src/app/early-reads/boot-banner.ts';
import { promoBannerLabels } from '../src/labels/promo-banners.ts';

/**
 * PX-41-001: what index.html's early script needs to paint the promo banners into the placeholder,
 * rendered by the banner component itself, so the placeholder's banners have the application's text,
 * markup and styles, with no second copy of either. The test ids are left out: they name the
 * application's banners, which tests look for, not the placeholder's copy.
 */
export function bootBannerConfig(banners: readonly PromoBanner[] = store.promoBanners, label: string = promoBannerLabels.region): BootBannerConfig {
  const render = (list: readonly PromoBanner[]) => renderToStaticMarkup(createElement(PromoBannerUi, { banners: list, label, dismissLabel: promoBannerLabels.dismiss })).replace(/ data-testid="[^"]*"/g, '');
  let region: [string, string] = ['', ''];
  const items: Record<string, string> = {};
  for (const banner of banners) {
    const html = render([banner]);
    const open = html.slice(0, html.indexOf('>') + 1);
    const close = html.slice(html.lastIndexOf('</'));
    region = [open, close];
    items[banner.id] = html.slice(open.length, -close.length);
  }
  // What the early script's choice (visiblePromoBanners) reads of each banner.
  return { banners: banners.map(({ id, buyerGroupName, title, text }) => ({ id, buyerGroupName, title, text })), region, items };
}
