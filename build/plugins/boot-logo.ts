import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { storeLogo } from '../../src/content/site.ts';

/**
 * index.html's placeholder shows the store logo where the header will: inlined, so it paints as
 * soon as the document and its stylesheet have arrived, before any script has run. The header (and
 * the application's placeholder) then show the logo's image file: index.html asks for it while it is
 * parsed (PX-28-005), so it arrives with the entry rather than a round trip after the entry has run,
 * inside the first screen.
 */
export function bootLogo(): Plugin {
  return {
    name: 'boot-logo',
    transformIndexHtml(html, context) {
      const root = context.server?.config.root ?? process.cwd();
      const svg = readFileSync(resolve(root, 'fixtures/public/assets/kestrel-ridge-logo.svg'), 'utf8')
        .trim()
        .replace(/<title[^>]*>.*?<\/title>/s, '')
        .replace(/\s(?:role|aria-labelledby|width|height)="[^"]*"/g, '')
        // The emblem sits at the image's start: a narrower box keeps that part, at full height.
        .replace('<svg ', '<svg class="boot-shell__logo" focusable="false" preserveAspectRatio="xMinYMid slice" ');
      const preload = `<link rel="preload" as="image" href="${storeLogo.imageUrl}" />`;
      return html.replace(/<!-- boot-logo:[^>]*-->/, svg).replace('</head>', () => `  ${preload}\n  </head>`);
    },
  };
}
