// @vitest-environment jsdom
// The listing reads its machine through useTransitionSnapshot (a search answer renders as a
// transition, in slices): it must still show every change the machine makes, a new machine's own
// snapshot at once, and hand a failed machine to the error boundary as useSelector does.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, type AnyActorRef } from 'xstate';
import { useTransitionSnapshot } from '../../src/components/layout/useTransitionSnapshot.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const counter = createMachine({
  types: {} as { context: { count: number }; events: { type: 'add' } | { type: 'fail' } },
  context: { count: 0 },
  on: {
    add: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    fail: {
      actions: () => {
        throw new Error('machine failed');
      },
    },
  },
});

function Count({ actor }: { actor: AnyActorRef }) {
  const snapshot = useTransitionSnapshot(actor);
  return <p>count {(snapshot.context as { count: number }).count}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe('[PX-26-001] useTransitionSnapshot', () => {
  it('shows the snapshot at once and every later change of the machine', async () => {
    const actor = createActor(counter).start();
    actor.send({ type: 'add' });
    render(<Count actor={actor} />);
    expect(screen.getByText('count 1')).toBeTruthy();
    await act(async () => {
      actor.send({ type: 'add' });
      actor.send({ type: 'add' });
    });
    expect(screen.getByText('count 3')).toBeTruthy();
  });

  it('shows a new machine\'s own snapshot in the same render, never the previous machine\'s', () => {
    const first = createActor(counter).start();
    first.send({ type: 'add' });
    const second = createActor(counter).start();
    const { rerender } = render(<Count actor={first} />);
    expect(screen.getByText('count 1')).toBeTruthy();
    rerender(<Count actor={second} />);
    expect(screen.getByText('count 0')).toBeTruthy();
  });

  it('hands a failed machine\'s error to the error boundary', async () => {
    // React reports the error it hands to the boundary; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(counter);
    actor.subscribe({ error: () => undefined });
    actor.start();
    render(
      <Boundary>
        <Count actor={actor} />
      </Boundary>,
    );
    await act(async () => actor.send({ type: 'fail' }));
    expect(screen.getByText('failed: machine failed')).toBeTruthy();
  });
});
