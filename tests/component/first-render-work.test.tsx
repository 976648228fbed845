// @vitest-environment jsdom
// Work kept out of the checkout's first render (issue 14, speed): the money format is made in a task of
// its own while the checkout is read (PX-56-001), and the consent banner's height is read when the
// resize observer reports, not by forcing a layout inside the commit (PX-56-002).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMoneyFormatAhead } from '../../src/cart/useMoneyFormatAhead.ts';
import ConsentBanner from '../../src/components/consent/ConsentBanner.tsx';

const ROOT = resolve(import.meta.dirname, '../..');
const RealNumberFormat = Intl.NumberFormat;
const RealResizeObserver = globalThis.ResizeObserver;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  Intl.NumberFormat = RealNumberFormat;
  globalThis.ResizeObserver = RealResizeObserver;
  window.localStorage.clear();
});

/** Records the number formats made from now on, by locale and currency. */
function recordFormatsMade() {
  const made: string[] = [];
  Intl.NumberFormat = function (locale: string, options?: Intl.NumberFormatOptions) {
    made.push(`${locale}|${options?.currency}`);
    return new RealNumberFormat(locale, options);
  } as unknown as typeof Intl.NumberFormat;
  return made;
}

function Prices({ currency, locale }: { currency: string | undefined; locale: string }) {
  useMoneyFormatAhead(currency, locale);
  return <p>prices</p>;
}

describe('the checkout money format made ahead', () => {
  it('[PX-56-001] the format of the locale and currency is made after the render, in a task of its own, and not at all without a currency', async () => {
    vi.useFakeTimers();
    const made = recordFormatsMade();
    const { rerender } = render(<Prices currency="CHF" locale="de-CH" />);
    // Not in the render nor its commit: the page's first screen is not made longer by it.
    expect(made).toEqual([]);
    await act(() => vi.runAllTimersAsync());
    expect(made).toEqual(['de-CH|CHF']);
    rerender(<Prices currency={undefined} locale="fr-CA" />);
    await act(() => vi.runAllTimersAsync());
    expect(made).toEqual(['de-CH|CHF']);
  });

  it('[PX-56-001][PX-51-002] the checkout page and the cart page both make it while they read', () => {
    for (const page of ['src/checkout/CheckoutPage.tsx', 'src/cart/CartPage.tsx']) {
      expect(readFileSync(resolve(ROOT, page), 'utf8'), page).toMatch(/useMoneyFormatAhead\(/);
    }
  });
});

describe('the consent banner height', () => {
  it('[PX-56-002] the height is set from the resize observer report, the commit reads no element height', async () => {
    let report: (() => void) | undefined;
    const observed: Element[] = [];
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        report = () => callback([], this as unknown as ResizeObserver);
      }
      observe(target: Element) {
        observed.push(target);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    let heightReads = 0;
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => {
      heightReads += 1;
      return 132;
    });
    render(
      <MemoryRouter>
        <ConsentBanner openRequests={0} />
      </MemoryRouter>,
    );
    const region = await screen.findByRole('region', { name: 'Your cookie choices' });
    expect(document.documentElement.classList.contains('krm-consent-open')).toBe(true);
    expect(observed).toEqual([region]);
    expect(heightReads).toBe(0);
    expect(document.documentElement.style.getPropertyValue('--consent-banner-height')).toBe('');
    act(() => report!());
    expect(document.documentElement.style.getPropertyValue('--consent-banner-height')).toBe('132px');
  });

  it('[PX-56-002] without a resize observer the height is read at once', async () => {
    // @ts-expect-error -- a browser without the observer
    delete globalThis.ResizeObserver;
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(96);
    render(
      <MemoryRouter>
        <ConsentBanner openRequests={0} />
      </MemoryRouter>,
    );
    await screen.findByRole('region', { name: 'Your cookie choices' });
    expect(document.documentElement.style.getPropertyValue('--consent-banner-height')).toBe('96px');
  });
});
