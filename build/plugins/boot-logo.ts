import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * index.html's placeholder shows the store logo where the header will: inlined, so it paints as
 * soon as the document and its stylesheet have arrived, before any script has run.
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
      return html.replace(/<!-- boot-logo:[^>]*-->/, svg);
    },
  };
}
