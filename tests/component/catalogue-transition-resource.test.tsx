// @vitest-environment jsdom
// The product page reads its detail and parts through useTransitionResource (PX-29-001): an answer
// renders as a transition, so React may keep what is on screen while the render is under way (a
// part that suspends does not blank the page), where useSelector would render it at once, in one task.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { useTransitionResource } from '../../src/components/layout/useResource.ts';
import { useTransitionSnapshot } from '../../src/components/layout/useTransitionSnapshot.ts';

afterEach(cleanup);

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Suspends on `promise` once there is data to show, as a lazily loaded part of the page would. */
function Part({ promise }: { promise: Promise<string> }) {
  return <p>part {use(promise)}</p>;
}

function Page({ load, part }: { load: () => Promise<string>; part: Promise<string> }) {
  const resource = useTransitionResource('01t000000000001', load);
  return (
    <>
      <p>status {resource.status}</p>
      {resource.data !== undefined && <Part promise={part} />}
    </>
  );
}

describe('[PX-29-001] useTransitionResource', () => {
  it('renders an answer as a transition: the page stays as it was while the answer\'s render waits, then shows it', async () => {
    const answer = deferred<string>();
    const part = deferred<string>();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Page load={() => answer.promise} part={part.promise} />
      </Suspense>,
    );
    expect(screen.getByText('status loading')).toBeTruthy();
    await act(async () => answer.resolve('detail'));
    // A transition keeps the committed page rather than showing the fallback (a sync render would).
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByText('status loading')).toBeTruthy();
    await act(async () => part.resolve('gallery'));
    expect(screen.getByText('status ready')).toBeTruthy();
    expect(screen.getByText('part gallery')).toBeTruthy();
  });

  it('shows a failed read, and the answer of a retry', async () => {
    let attempt = 0;
    const load = () => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('detail'));
    function Retry() {
      const resource = useTransitionResource('01t000000000001', load);
      return (
        <button type="button" onClick={resource.retry}>
          {resource.status} {resource.data ?? ''}
        </button>
      );
    }
    render(<Retry />);
    expect(await screen.findByRole('button', { name: 'failed' }, { timeout: 5000 })).toBeTruthy();
    await act(async () => screen.getByRole('button').click());
    expect(await screen.findByRole('button', { name: 'ready detail' }, { timeout: 5000 })).toBeTruthy();
  });

  it('subscribing to a machine that has not changed renders nothing again', () => {
    const actor = createActor(createMachine({ context: { count: 0 } })).start();
    let renders = 0;
    function Counted() {
      renders += 1;
      const snapshot = useTransitionSnapshot(actor);
      const [label] = useState('count');
      return (
        <p>
          {label} {snapshot.context.count}
        </p>
      );
    }
    render(<Counted />);
    expect(screen.getByText('count 0')).toBeTruthy();
    expect(renders).toBe(1);
  });
});
