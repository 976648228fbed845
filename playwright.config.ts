import { defineConfig } from '@playwright/test';
import { storedConsentState } from './tests/e2e/consent-state.ts';
import { E2E_DIST_DIR as DIST_DIR, E2E_PORT as PORT } from './tests/e2e/e2e-run.ts';

// Debian's Chromium (installed by scripts/ensure-browser.sh); test tools cannot download browsers here.
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

// A test that belongs to one layout carries its tag (@small, @medium, @large) and is collected only
// by that width's project, so nothing is ever skipped.
const widths = [
  { name: 'phone-375', viewport: { width: 375, height: 812 }, grepInvert: /@medium|@large/ },
  { name: 'tablet-800', viewport: { width: 800, height: 1000 }, grepInvert: /@small|@large/ },
  { name: 'desktop-1280', viewport: { width: 1280, height: 900 }, grepInvert: /@small|@medium/ },
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // A focused test (.only) would silently drop every other one from the run: refused always, not
  // only under CI (PX-63-002).
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // CI runs two shards beside the PostgreSQL suites on two cores, where the longest journeys (many
  // steps, an axe scan after each) have taken past 60 s; a test's limit is not a speed check.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // scripts/e2e.ts runs shards in parallel: each writes a blob that it merges into reports/e2e.json.
  reporter: process.env.E2E_BLOB_DIR
    ? [['list'], ['blob', { outputDir: process.env.E2E_BLOB_DIR, fileName: process.env.E2E_BLOB_FILE }]]
    : [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Every test starts as a buyer who already made a consent choice (tests/e2e/consent-state.ts).
    storageState: storedConsentState(`http://127.0.0.1:${PORT}`),
    launchOptions,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: widths.map(({ name, viewport, grepInvert }) => ({ name, grepInvert, use: { viewport } })),
  webServer: {
    // The built front end served by the sandbox at one origin, as `npm start` does, over an
    // in-memory database seeded for this run.
    // scripts/e2e.ts builds once for all shards (E2E_PREBUILT); a plain `playwright test` builds here.
    command: `${process.env.E2E_PREBUILT ? '' : `node_modules/.bin/vite build --logLevel warn --outDir ${DIST_DIR} --emptyOutDir && `}E2E_DIST_DIR=${DIST_DIR} PORT=${PORT} node_modules/.bin/tsx tests/e2e/shell-server.ts`,
    url: `http://127.0.0.1:${PORT}/services/data/v64.0/commerce/webstores/0ZE000000000001/application-context`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
