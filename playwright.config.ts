import { defineConfig } from '@playwright/test';

// Debian's Chromium (installed by scripts/ensure-browser.sh); test tools cannot download browsers here.
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

const widths = [
  { name: 'phone-375', viewport: { width: 375, height: 812 } },
  { name: 'tablet-800', viewport: { width: 800, height: 1000 } },
  { name: 'desktop-1280', viewport: { width: 1280, height: 900 } },
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: { baseURL: 'http://127.0.0.1:4174', launchOptions, screenshot: 'only-on-failure', trace: 'off' },
  projects: widths.map(({ name, viewport }) => ({ name, use: { viewport } })),
  webServer: [
    {
      command: 'node_modules/.bin/prism mock -h 127.0.0.1 -p 4010 openapi/.bundled/storefront.json',
      url: 'http://127.0.0.1:4010/services/data/v64.0/commerce/webstores/0ZE000000000001/application-context',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node_modules/.bin/vite build && node_modules/.bin/vite preview',
      url: 'http://127.0.0.1:4174/',
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
