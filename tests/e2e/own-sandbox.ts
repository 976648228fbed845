// A sandbox of the spec's own over the run's build (not a spec): for the specs that read the
// sandbox's outbox or seed it directly, so they never share state with the run's common server.
import { resolve } from 'node:path';
import { test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { storedConsentState } from './consent-state.ts';
import { E2E_DIST_DIR } from './e2e-run.ts';

/** Starts a sandbox before the file's tests and closes it after them. */
export function ownSandbox() {
  let sandbox: Sandbox | undefined;
  test.beforeAll(async () => {
    sandbox = await createSandbox({ host: '127.0.0.1', port: 0, distDir: resolve(E2E_DIST_DIR), checkoutProcessingMs: 0 });
  });
  test.afterAll(async () => {
    await sandbox?.close();
  });
  const started = () => {
    if (!sandbox) throw new Error('The sandbox starts in beforeAll.');
    return sandbox;
  };
  return {
    get sandbox(): Sandbox {
      return started();
    },
    /** A new browser context on the sandbox at the project's width, with the consent choice made. */
    async page(browser: Browser, testInfo: TestInfo): Promise<Page> {
      const { url } = started();
      const context = await browser.newContext({ baseURL: url, viewport: testInfo.project.use.viewport ?? undefined, storageState: storedConsentState(url) });
      return context.newPage();
    },
  };
}
