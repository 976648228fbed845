// index.html's logo (build/plugins/boot-logo.ts): the placeholder's inlined logo and the early request
// for the logo image the header shows (PX-28-005).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { bootLogo } from '../../../build/plugins/boot-logo.ts';
import { storeLogo } from '../../../src/content/site.ts';

function transformed(): string {
  const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
  const hook = bootLogo().transformIndexHtml as (html: string, context: IndexHtmlTransformContext) => string;
  return hook(html, { path: '/index.html', filename: 'index.html' } as IndexHtmlTransformContext);
}

describe('boot logo', () => {
  it('[PX-28-005] index.html asks, in its head, for the logo image the header shows', () => {
    const html = transformed();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" href="${storeLogo.imageUrl}" />`);
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });

  it('[PX-28-005] the placeholder keeps its logo inlined, so it paints before any file arrives', () => {
    const html = transformed();
    expect(html).not.toContain('<!-- boot-logo:');
    expect(html).toMatch(/<svg class="boot-shell__logo"/);
  });
});
