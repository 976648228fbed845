// The activity tracker (CC-7-032..CC-7-034, CC-1-013): activities are sent only while tracking is
// configured and the shopper gave statistics consent with a valid visitor cookie id (CC-4-026,
// CC-5-025); an identical payload is sent once (CC-7-033); activities wait for a batch timer and
// go out together (CC-7-034). Withdrawn consent drops whatever was waiting. Until the configuration
// is known, consented activities wait for it rather than being lost to a race with its read.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isValidUuid } from '../consent/recommendations-cookie.ts';
import { activityKey, type Activity } from './activity-payloads.ts';

/** How long activities wait to be sent together (a project choice; the specification names a timer only). */
export const ACTIVITY_BATCH_DELAY_MS = 1000; // PX-06-020

export interface TrackerInput {
  batchDelayMs?: number;
}

export interface TrackerContext {
  /** Tracking is configured (tracking on and a site id): true, false, or null while not yet known. */
  enabled: boolean | null;
  consent: boolean;
  cookieId: string | null;
  queue: Activity[];
  sending: Activity[];
  sentKeys: string[];
  batchDelayMs: number;
}

export type TrackerEvent =
  | { type: 'configure'; enabled: boolean }
  | { type: 'consent.changed'; granted: boolean; cookieId: string | null }
  | { type: 'track'; activity: Activity | null };

export interface SendInput {
  cookieId: string;
  activities: Activity[];
}

/** Activities may be queued: consent with a valid cookie id, and tracking not known to be off. */
function canTrack(context: Pick<TrackerContext, 'enabled' | 'consent' | 'cookieId'>): boolean {
  return context.enabled !== false && context.consent && isValidUuid(context.cookieId);
}

function isKnown(context: TrackerContext, key: string): boolean {
  return context.sentKeys.includes(key) || context.queue.some((a) => activityKey(a) === key) || context.sending.some((a) => activityKey(a) === key);
}

export const activityTrackerMachine = setup({
  types: {
    input: {} as TrackerInput,
    context: {} as TrackerContext,
    events: {} as TrackerEvent,
  },
  actors: {
    send: fromPromise<unknown, SendInput>(async () => {
      throw new Error('send must be provided');
    }),
  },
  delays: {
    batch: ({ context }) => context.batchDelayMs,
  },
  guards: {
    isTrackable: ({ context, event }) => {
      assertEvent(event, 'track');
      return event.activity !== null && canTrack(context) && !isKnown(context, activityKey(event.activity));
    },
    hasQueue: ({ context }) => context.queue.length > 0 && context.enabled === true,
    mayTrack: ({ context }) => canTrack(context),
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      assertEvent(event, 'track');
      return { queue: [...context.queue, event.activity!] };
    }),
    takeBatch: assign(({ context }) => ({ sending: context.queue, queue: [] })),
    markSent: assign(({ context }) => ({ sentKeys: [...context.sentKeys, ...context.sending.map(activityKey)], sending: [] })),
    // A failed batch is not remembered as sent, so the same activity may be tried again later.
    dropBatch: assign({ sending: [] }),
    configure: assign(({ event }) => {
      assertEvent(event, 'configure');
      return { enabled: event.enabled };
    }),
    setConsent: assign(({ event }) => {
      assertEvent(event, 'consent.changed');
      return { consent: event.granted, cookieId: event.cookieId };
    }),
    dropAll: assign({ queue: [], sending: [] }),
    // A batch interrupted by a configuration or consent event goes back to the front of the queue.
    requeue: assign(({ context }) => ({ queue: [...context.sending, ...context.queue], sending: [] })),
  },
}).createMachine({
  id: 'activityTracker',
  context: ({ input }) => ({
    enabled: null,
    consent: false,
    cookieId: null,
    queue: [],
    sending: [],
    sentKeys: [],
    batchDelayMs: input.batchDelayMs ?? ACTIVITY_BATCH_DELAY_MS,
  }),
  initial: 'idle',
  on: {
    configure: { target: '.checking', actions: 'configure' },
    'consent.changed': { target: '.checking', actions: 'setConsent' },
  },
  states: {
    checking: {
      always: [{ guard: 'mayTrack', target: 'idle', actions: 'requeue' }, { target: 'idle', actions: 'dropAll' }],
    },
    idle: {
      always: { guard: 'hasQueue', target: 'waiting' },
      on: {
        // Once configured, the eventless hasQueue transition starts the batch timer at once.
        track: { guard: 'isTrackable', actions: 'enqueue' },
      },
    },
    waiting: {
      on: { track: { guard: 'isTrackable', actions: 'enqueue' } },
      after: { batch: { target: 'sending', actions: 'takeBatch' } },
    },
    sending: {
      on: { track: { guard: 'isTrackable', actions: 'enqueue' } },
      invoke: {
        src: 'send',
        input: ({ context }) => ({ cookieId: context.cookieId!, activities: context.sending }),
        onDone: { target: 'idle', actions: 'markSent' },
        onError: { target: 'idle', actions: 'dropBatch' },
      },
    },
  },
});
