// PX-77-006: the locale picker's flags are drawn images, the same on every platform (a flag emoji
// shows as two letters on Windows and in headless Chromium). The images are country-flag-icons'
// 3:2 SVGs (maintained, public domain), served as files at /flags/<CC>.svg: no JavaScript carries them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const FLAGS = join(import.meta.dirname, '../../node_modules/country-flag-icons/3x2');
const FLAG_FILE = /^\/flags\/([A-Z]{2})\.svg$/;

export function flagImages(): Plugin {
  return {
    name: 'flag-images',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const code = FLAG_FILE.exec(request.url ?? '')?.[1];
        if (!code) return next();
        try {
          const svg = readFileSync(join(FLAGS, `${code}.svg`));
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(svg);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const file of readdirSync(FLAGS).filter((name) => /^[A-Z]{2}\.svg$/.test(name))) {
        this.emitFile({ type: 'asset', fileName: `flags/${file}`, source: readFileSync(join(FLAGS, file)) });
      }
    },
  };
}
