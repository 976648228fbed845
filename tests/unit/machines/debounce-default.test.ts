// SH-9-036: a debounce the specification gives no length for waits the default 150 ms of quiet. The
// header's variant change (SH-2-036 'a short delay') is such a debounce; its machine runs on a
// simulated clock here, with no delay passed in, so the default is what it uses.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { headerVariantMachine } from '../../../machines/layout/header-variant.machine.ts';

function header() {
  const clock = new SimulatedClock();
  const actor = createActor(headerVariantMachine, { input: { formFactor: 'large' }, clock }).start();
  return { clock, actor, variant: () => actor.getSnapshot().context.variant };
}

describe('default debounce', () => {
  it('[SH-9-036] a change shows after 150 ms of quiet, not at 149 ms', () => {
    const { clock, actor, variant } = header();
    actor.send({ type: 'MEASURE', formFactor: 'small' });
    clock.increment(149);
    expect(variant()).toBe('desktop');
    clock.increment(1);
    expect(variant()).toBe('mobile');
  });

  it('[SH-9-036] each new change restarts the 150 ms; quiet is counted from the last one', () => {
    const { clock, actor, variant } = header();
    actor.send({ type: 'MEASURE', formFactor: 'small' });
    clock.increment(100);
    actor.send({ type: 'MEASURE', formFactor: 'medium' });
    clock.increment(149);
    expect(variant()).toBe('desktop');
    clock.increment(1);
    expect(variant()).toBe('tablet');
  });
});
