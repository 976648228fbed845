// One Lighthouse (mobile: its default emulation and simulated throttling) run for the benchmark
// scripts, with the diagnostics that explain a score: the largest-contentful-paint element and its
// phases, the elements that shifted, the longest request chain and the main thread's busiest scripts.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import type { Page } from 'puppeteer-core';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface LighthouseRun {
  scores: Record<'performance' | 'accessibility' | 'bestPractices' | 'seo', number>;
  metrics: Record<'FCP' | 'LCP' | 'TBT' | 'CLS' | 'SI', string>;
  /** Origin scripts the page fetched (their paths), for the JavaScript a page adds. */
  scripts: string[];
  /** One line each: LCP element and phases, shifted elements, longest chain, busiest scripts, failed audits of accessibility. */
  diagnostics: string[];
  lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
  /** Lighthouse's own failure (NO_NAVSTART, NO_FCP… on a starved machine): the scores then mean nothing. */
  error?: string;
}

export const launchChrome = () => chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });

type Details = { items?: Array<Record<string, any>>; chains?: Record<string, Chain>; longestChain?: { duration: number; length: number } };
interface Chain {
  request: { url: string };
  children?: Record<string, Chain>;
}

/** The longest branch of Lighthouse's critical-request chains, as paths. */
function longestChain(chains: Record<string, Chain> | undefined): string[] {
  let best: string[] = [];
  const walk = (node: Chain, path: string[]) => {
    const here = [...path, new URL(node.request.url).pathname];
    const children = Object.values(node.children ?? {});
    if (children.length === 0 && here.length > best.length) best = here;
    for (const child of children) walk(child, here);
  };
  for (const root of Object.values(chains ?? {})) walk(root, []);
  return best;
}

/**
 * Lighthouse on `url`. With `page` (a puppeteer page of the launched Chrome) it runs in that tab, so
 * the tab's session storage and cookies stay (Lighthouse 12 clears caches and service workers, not
 * cookies or storage); without, in a fresh tab of the Chrome at `port`.
 */
export async function runLighthouse(url: string, target: { port: number; page?: Page }, flags: Flags = {}): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    { port: target.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], ...flags },
    undefined,
    target.page,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits } = result.lhr;
  const score = (id: string) => categories[id]?.score ?? 0;
  const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
  const details = (id: string) => (audits[id]?.details ?? {}) as Details;
  const origin = new URL(url).origin;
  const scripts = (details('network-requests').items ?? [])
    .filter((item) => item.resourceType === 'Script' && String(item.url).startsWith(origin))
    .map((item) => new URL(String(item.url)).pathname);

  const diagnostics: string[] = [];
  const lcpItems = details('largest-contentful-paint-element').items ?? [];
  const lcpNode = (lcpItems[0] as Details | undefined)?.items?.[0]?.node;
  const phases = ((lcpItems[1] as Details | undefined)?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`);
  if (lcpNode) diagnostics.push(`LCP element: ${lcpNode.selector} "${String(lcpNode.nodeLabel ?? '').slice(0, 60)}"${phases.length ? ` (${phases.join(', ')})` : ''}`);
  const shifts = (details('layout-shifts').items ?? []).map((item) => `${item.node?.selector ?? '?'} ${Number(item.score).toFixed(3)}`);
  if (shifts.length) diagnostics.push(`layout shifts: ${shifts.join('; ')}`);
  const chain = longestChain(details('critical-request-chains').chains);
  if (chain.length > 1) diagnostics.push(`longest request chain (${chain.length}): ${chain.join(' → ')}`);
  const bootup = (details('bootup-time').items ?? [])
    .slice(0, 3)
    .map((item) => `${item.url.startsWith(origin) ? new URL(item.url).pathname : item.url} ${Math.round(item.total)} ms`);
  if (bootup.length) diagnostics.push(`main-thread time by script: ${bootup.join('; ')}`);
  const failedA11y = (categories.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => ref.id);
  if (failedA11y.length) diagnostics.push(`accessibility audits failed: ${failedA11y.join(', ')}`);

  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
    metrics: { FCP: metric('first-contentful-paint'), LCP: metric('largest-contentful-paint'), TBT: metric('total-blocking-time'), CLS: metric('cumulative-layout-shift'), SI: metric('speed-index') },
    scripts,
    diagnostics,
    lhr: result.lhr,
    ...(result.lhr.runtimeError ? { error: `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` } : {}),
  };
}

export const formatMetrics = (run: LighthouseRun) =>
  Object.entries(run.metrics)
    .map(([name, value]) => `${name} ${value}`)
    .join('  ');
