// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ROUTE_CODE } from '../../src/app/routes.tsx';
import { routeCode } from '../../src/app/load-code.ts';
import { accountPaths } from '../../src/content/site.ts';

afterEach(cleanup);

function Page({ name }: { name: string }) {
  return <h1>{`Page ${name}`}</h1>;
}

/** Records every time the Suspense fallback is rendered. */
function fallbackRecorder() {
  const shown: string[] = [];
  function Fallback() {
    shown.push('loading');
    return <p>Loading</p>;
  }
  return { shown, Fallback };
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}

describe('page code imported before the first render', () => {
  it('[PX-38-001] a page whose code was preloaded renders in the first pass, without the loading view', async () => {
    const RoutePage = routeCode(async () => ({ default: Page }));
    await RoutePage.preload();
    const { shown, Fallback } = fallbackRecorder();
    render(
      <Suspense fallback={<Fallback />}>
        <RoutePage name="register" />
      </Suspense>,
    );
    // Synchronously after the first render: the page, and the fallback never rendered.
    expect(screen.getByRole('heading', { name: 'Page register' })).toBeTruthy();
    expect(shown).toEqual([]);
  });

  it('[PX-38-001] a page asked for before its code is here shows the loading view, then the page', async () => {
    let arrive: (module: { default: typeof Page }) => void = () => undefined;
    const RoutePage = routeCode(() => new Promise<{ default: typeof Page }>((resolve) => (arrive = resolve)));
    const { shown, Fallback } = fallbackRecorder();
    // Awaited: React schedules the suspended page's retry through act.
    await act(async () => {
      render(
        <Suspense fallback={<Fallback />}>
          <RoutePage name="late" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive({ default: Page }));
    expect(await screen.findByRole('heading', { name: 'Page late' })).toBeTruthy();
    expect(shown.length).toBeGreaterThan(0);
  });

  it('[PX-38-001] a failed download reaches the failure boundary, and the next render asks for the file again', async () => {
    let attempts = 0;
    const RoutePage = routeCode(async () => {
      attempts += 1;
      if (attempts <= 3) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Page };
    });
    // loadCode tries three times (PX-05-025) before the load counts as failed.
    await expect(RoutePage.preload()).rejects.toThrow('Failed to fetch');
    expect(attempts).toBe(3);
    await expect(RoutePage.preload()).resolves.toBe(Page);
    expect(attempts).toBe(4);
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <RoutePage name="again" />
        </Suspense>
      </Boundary>,
    );
    expect(screen.getByRole('heading', { name: 'Page again' })).toBeTruthy();
  }, 10_000);

  it('[PX-38-001] registration, quick order and dashboard import their code as the entry starts', () => {
    expect(FIRST_SCREEN_ROUTE_CODE.map(([route]) => route)).toEqual([accountPaths.register, accountPaths.quickOrder, accountPaths.dashboard]);
  });
});
