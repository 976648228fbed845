// The activity tracker around a batch in flight: repeats while sending, interrupted batches, a
// failed or impossible send, and what is remembered after a successful one.
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { activityKey, productActivity, type Activity } from '../machines/activity/activity-payloads.ts';
import { ACTIVITY_BATCH_DELAY_MS, activityTrackerMachine } from '../machines/activity/activity-tracker.machine.ts';

const COOKIE = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const product = productActivity('viewProduct', { id: '01t000000000001', sku: 'KRM-NEU-EEG-1001' })!;
const other = productActivity('addToCart', { id: '01t000000000005', sku: 'KRM-SEN-TYM-3001' })!;

async function settle() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

/** A tracker whose sends stay open until released, so a batch can be caught in flight. */
function trackerWithOpenSends() {
  const clock = new SimulatedClock();
  const batches: Activity[][] = [];
  const releases: (() => void)[] = [];
  const actor = createActor(
    activityTrackerMachine.provide({
      actors: {
        send: fromPromise(async ({ input }) => {
          batches.push(input.activities);
          await new Promise<void>((resolve) => releases.push(resolve));
        }),
      },
    }),
    { input: {}, clock },
  );
  actor.start();
  actor.send({ type: 'configure', enabled: true });
  actor.send({ type: 'consent.changed', granted: true, cookieId: COOKIE });
  return { clock, batches, releases, actor };
}

describe('activity tracker around a batch in flight', () => {
  it('[CC-7-033] an activity identical to one being sent is not queued again', async () => {
    const { clock, batches, releases, actor } = trackerWithOpenSends();
    actor.send({ type: 'track', activity: product });
    clock.increment(ACTIVITY_BATCH_DELAY_MS);
    await settle();
    expect(batches).toEqual([[product]]);
    actor.send({ type: 'track', activity: { name: product.name, body: JSON.parse(JSON.stringify(product.body)) } });
    actor.send({ type: 'track', activity: other });
    expect(actor.getSnapshot().context.queue).toEqual([other]);
    releases[0]!();
    await settle();
    clock.increment(ACTIVITY_BATCH_DELAY_MS);
    await settle();
    expect(batches).toEqual([[product], [other]]);
    actor.stop();
  });

  it('[CC-7-033][CC-7-034] a sent batch is remembered as sent and no longer in flight, so a later consent change does not send it again', async () => {
    const { clock, batches, releases, actor } = trackerWithOpenSends();
    actor.send({ type: 'track', activity: product });
    clock.increment(ACTIVITY_BATCH_DELAY_MS);
    await settle();
    releases[0]!();
    await settle();
    expect(actor.getSnapshot().context.sending).toEqual([]);
    expect(actor.getSnapshot().context.sentKeys).toEqual([activityKey(product)]);
    actor.send({ type: 'consent.changed', granted: true, cookieId: COOKIE });
    clock.increment(ACTIVITY_BATCH_DELAY_MS * 2);
    await settle();
    expect(batches).toEqual([[product]]);
    actor.stop();
  });

  it('[CC-7-034][PX-06-021] a batch interrupted by a configuration event goes back to the front of the queue and is sent again', async () => {
    const { clock, batches, actor } = trackerWithOpenSends();
    actor.send({ type: 'track', activity: product });
    clock.increment(ACTIVITY_BATCH_DELAY_MS);
    await settle();
    actor.send({ type: 'track', activity: other });
    actor.send({ type: 'configure', enabled: true });
    expect(actor.getSnapshot().context.queue).toEqual([product, other]);
    expect(actor.getSnapshot().context.sending).toEqual([]);
    clock.increment(ACTIVITY_BATCH_DELAY_MS);
    await settle();
    expect(batches).toEqual([[product], [product, other]]);
    actor.stop();
  });

  it('[CC-7-034] without a send service the batch fails, is not remembered, and the same activity may be tracked again', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(activityTrackerMachine, { input: {}, clock }).start();
    actor.send({ type: 'configure', enabled: true });
    actor.send({ type: 'consent.changed', granted: true, cookieId: COOKIE });
    actor.send({ type: 'track', activity: product });
    clock.increment(ACTIVITY_BATCH_DELAY_MS);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ sending: [], sentKeys: [], queue: [] });
    actor.send({ type: 'track', activity: product });
    expect(actor.getSnapshot().context.queue).toEqual([product]);
    actor.stop();
  });

  it('[CC-4-026][CC-5-025] nothing is queued before consent, even once tracking is configured', () => {
    const actor = createActor(activityTrackerMachine, { input: {} }).start();
    actor.send({ type: 'configure', enabled: true });
    actor.send({ type: 'track', activity: product });
    expect(actor.getSnapshot().context.queue).toEqual([]);
    actor.stop();
  });
});
