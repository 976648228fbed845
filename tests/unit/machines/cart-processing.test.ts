import { createActor } from 'xstate';
import { cartProcessingMachine, isCartProcessing } from '../../../machines/cart/processing.machine.ts';

function start() {
  return createActor(cartProcessingMachine).start();
}

describe('isCartProcessing', () => {
  it('[CC-4-028] is processing while the counter or the shadow flag is active', () => {
    expect(isCartProcessing({ pending: 0, shadow: false })).toBe(false);
    expect(isCartProcessing({ pending: 1, shadow: false })).toBe(true);
    expect(isCartProcessing({ pending: 0, shadow: true })).toBe(true);
    expect(isCartProcessing({ pending: 3, shadow: true })).toBe(true);
  });
});

describe('cartProcessingMachine', () => {
  it('[CC-4-028] starts idle with no pending operation and the shadow flag off', () => {
    expect(cartProcessingMachine.id).toBe('cartProcessing');
    const actor = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ pending: 0, shadow: false });
  });

  it('[CC-4-029] an operation start begins processing and its end finishes it', () => {
    const actor = start();
    actor.send({ type: 'OPERATION.START' });
    expect(actor.getSnapshot().value).toBe('processing');
    expect(actor.getSnapshot().context.pending).toBe(1);
    actor.send({ type: 'OPERATION.END' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.pending).toBe(0);
  });

  it('[CC-4-028][CC-4-029] processing ends only when the last of several operations ends', () => {
    const actor = start();
    actor.send({ type: 'OPERATION.START' });
    actor.send({ type: 'OPERATION.START' });
    actor.send({ type: 'OPERATION.START' });
    expect(actor.getSnapshot().context.pending).toBe(3);
    actor.send({ type: 'OPERATION.END' });
    actor.send({ type: 'OPERATION.END' });
    expect(actor.getSnapshot().value).toBe('processing');
    expect(actor.getSnapshot().context.pending).toBe(1);
    actor.send({ type: 'OPERATION.END' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('[CC-4-029] an unmatched end leaves the counter at 0, never negative', () => {
    const actor = start();
    actor.send({ type: 'OPERATION.END' });
    actor.send({ type: 'OPERATION.END' });
    expect(actor.getSnapshot().context.pending).toBe(0);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'OPERATION.START' });
    expect(actor.getSnapshot().context.pending).toBe(1);
    expect(actor.getSnapshot().value).toBe('processing');
  });

  it('[CC-4-028] the shadow flag alone makes the cart processing', () => {
    const actor = start();
    actor.send({ type: 'SHADOW.SET', active: true });
    expect(actor.getSnapshot().value).toBe('processing');
    expect(actor.getSnapshot().context).toEqual({ pending: 0, shadow: true });
    actor.send({ type: 'SHADOW.SET', active: false });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.shadow).toBe(false);
  });

  it('[CC-4-028] processing continues while either the counter or the shadow flag is still active', () => {
    const actor = start();
    actor.send({ type: 'SHADOW.SET', active: true });
    actor.send({ type: 'OPERATION.START' });
    actor.send({ type: 'SHADOW.SET', active: false });
    expect(actor.getSnapshot().value).toBe('processing');
    actor.send({ type: 'SHADOW.SET', active: true });
    actor.send({ type: 'OPERATION.END' });
    expect(actor.getSnapshot().value).toBe('processing');
    actor.send({ type: 'SHADOW.SET', active: false });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
