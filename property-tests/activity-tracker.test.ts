// Model-based test of the activity tracker: random tracks, consent and configuration changes,
// time steps and send outcomes, checked against a small model: nothing is sent without
// configuration, consent and a valid cookie id; an identical payload is sent at most once; nothing
// is sent before the batch timer; everything queued is sent together when it fires.
import fc from 'fast-check';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { activityKey, categoryActivity, productActivity, viewSearchActivity, type Activity } from '../machines/activity/activity-payloads.ts';
import { ACTIVITY_BATCH_DELAY_MS, activityTrackerMachine } from '../machines/activity/activity-tracker.machine.ts';

const COOKIE = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const activityArb: fc.Arbitrary<Activity | null> = fc.oneof(
  fc.constantFrom('01t000000000001', '01t000000000005', '').map((id) => productActivity('viewProduct', { id })),
  fc.constantFrom('0ZG000000000111', '0ZG000000000211').map((id) => categoryActivity('viewCategory', id)),
  fc.constantFrom('eeg', 'cortexa', ' ').map((term) => viewSearchActivity({ searchText: term, products: [{ id: '01t000000000001', sku: 'KRM-NEU-EEG-1001' }] })),
);

type Command =
  | { kind: 'track'; activity: Activity | null }
  | { kind: 'consent'; granted: boolean; cookie: string | null }
  | { kind: 'configure'; enabled: boolean }
  | { kind: 'wait'; ms: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: activityArb.map((activity) => ({ kind: 'track' as const, activity })) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('consent' as const), granted: fc.boolean(), cookie: fc.constantFrom(COOKIE, null, 'not-a-uuid') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('configure' as const), enabled: fc.boolean() }) },
  // Configuration usually arrives once; the model also covers it changing.
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 1500 }) }) },
);

async function settle() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('activity tracker model', () => {
  it('[CC-7-033][CC-7-034][CC-4-026][CC-5-025][PX-06-020][PX-06-021] sends only with consent, once per payload, in timed batches', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { maxLength: 30 }), fc.boolean(), async (commands, failFirst) => {
        const clock = new SimulatedClock();
        const batches: Array<{ cookieId: string; keys: string[] }> = [];
        let failNext = failFirst;
        const actor = createActor(
          activityTrackerMachine.provide({
            actors: {
              send: fromPromise(async ({ input }) => {
                batches.push({ cookieId: input.cookieId, keys: input.activities.map(activityKey) });
                if (failNext) {
                  failNext = false;
                  throw new Error('offline');
                }
              }),
            },
          }),
          { input: {}, clock },
        );
        actor.start();
        // The model: who may track, what waits, what was sent, and when the waiting batch is due.
        let now = 0;
        let enabled: boolean | null = null;
        let consent = false;
        let cookie: string | null = null;
        let queue: string[] = [];
        let due: number | null = null;
        const sent: string[] = [];
        const expectedBatches: Array<{ cookieId: string; keys: string[] }> = [];
        let modelFail = failFirst;
        const allowed = () => enabled !== false && consent && cookie === COOKIE;
        const recheck = () => {
          if (!allowed()) queue = [];
          due = queue.length > 0 && enabled === true ? now + ACTIVITY_BATCH_DELAY_MS : null;
        };
        for (const command of commands) {
          if (command.kind === 'track') {
            actor.send({ type: 'track', activity: command.activity });
            if (command.activity && allowed()) {
              const key = activityKey(command.activity);
              if (!queue.includes(key) && !sent.includes(key)) {
                queue.push(key);
                if (due === null && enabled === true) due = now + ACTIVITY_BATCH_DELAY_MS;
              }
            }
          } else if (command.kind === 'consent') {
            consent = command.granted;
            cookie = command.cookie;
            actor.send({ type: 'consent.changed', granted: command.granted, cookieId: command.cookie });
            recheck();
          } else if (command.kind === 'configure') {
            enabled = command.enabled;
            actor.send({ type: 'configure', enabled: command.enabled });
            recheck();
          } else {
            now += command.ms;
            clock.increment(command.ms);
            await settle();
            if (due !== null && now >= due) {
              expectedBatches.push({ cookieId: COOKIE, keys: queue });
              if (modelFail) modelFail = false;
              else sent.push(...queue);
              queue = [];
              due = null;
            }
          }
          expect(batches).toEqual(expectedBatches);
          const context = actor.getSnapshot().context;
          expect(context.queue.map(activityKey)).toEqual(queue);
          expect(context.sentKeys).toEqual(sent);
        }
        for (const batch of batches) expect(new Set(batch.keys).size).toBe(batch.keys.length);
        actor.stop();
      }),
    );
  });

  it('[CC-7-034][PX-06-020] nothing goes out before the batch delay; then everything queued goes together', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(activityArb.filter((a): a is Activity => a !== null), { selector: activityKey, minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: ACTIVITY_BATCH_DELAY_MS - 1 }), async (activities, early) => {
        const clock = new SimulatedClock();
        const batches: Activity[][] = [];
        const actor = createActor(activityTrackerMachine.provide({ actors: { send: fromPromise(async ({ input }) => void batches.push(input.activities)) } }), { input: {}, clock });
        actor.start();
        actor.send({ type: 'configure', enabled: true });
        actor.send({ type: 'consent.changed', granted: true, cookieId: COOKIE });
        for (const activity of activities) actor.send({ type: 'track', activity });
        clock.increment(early);
        await settle();
        expect(batches).toEqual([]);
        clock.increment(ACTIVITY_BATCH_DELAY_MS - early);
        await settle();
        expect(batches).toEqual([activities]);
        for (const activity of activities) actor.send({ type: 'track', activity: { name: activity.name, body: JSON.parse(JSON.stringify(activity.body)) } });
        clock.increment(ACTIVITY_BATCH_DELAY_MS);
        await settle();
        expect(batches).toHaveLength(1);
        actor.stop();
      }),
    );
  });

  it('[PX-06-021] consented activities tracked before the configuration is known wait for it, and go when it says on', async () => {
    const clock = new SimulatedClock();
    const batches: Activity[][] = [];
    const actor = createActor(activityTrackerMachine.provide({ actors: { send: fromPromise(async ({ input }) => void batches.push(input.activities)) } }), { input: {}, clock });
    actor.start();
    actor.send({ type: 'consent.changed', granted: true, cookieId: COOKIE });
    const early = productActivity('viewProduct', { id: '01t000000000001' })!;
    actor.send({ type: 'track', activity: early });
    clock.increment(ACTIVITY_BATCH_DELAY_MS * 3);
    await settle();
    expect(batches).toEqual([]);
    actor.send({ type: 'configure', enabled: true });
    clock.increment(ACTIVITY_BATCH_DELAY_MS);
    await settle();
    expect(batches).toEqual([[early]]);
  });

  it('[CC-4-026][PX-06-021] withdrawing consent drops what waits', async () => {
    const clock = new SimulatedClock();
    const batches: Activity[][] = [];
    const actor = createActor(activityTrackerMachine.provide({ actors: { send: fromPromise(async ({ input }) => void batches.push(input.activities)) } }), { input: {}, clock });
    actor.start();
    actor.send({ type: 'configure', enabled: true });
    actor.send({ type: 'consent.changed', granted: true, cookieId: COOKIE });
    actor.send({ type: 'track', activity: productActivity('viewProduct', { id: '01t000000000001' }) });
    actor.send({ type: 'consent.changed', granted: false, cookieId: null });
    clock.increment(ACTIVITY_BATCH_DELAY_MS * 2);
    await settle();
    expect(batches).toEqual([]);
    expect(actor.getSnapshot().context.queue).toEqual([]);
  });
});
