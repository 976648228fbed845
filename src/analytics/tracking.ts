// One activity tracker per store API for the whole page life, so identical activities are sent
// once however many pages report them. It is configured from the personalisation configuration
// (tracking on and a site id) and follows the consent choice.
import { useMemo } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import { activityTrackerMachine } from '../../machines/activity/activity-tracker.machine.ts';
import type { Activity } from '../../machines/activity/activity-payloads.ts';
import { activityTrackerActors } from '../api/adapters/personalisation.ts';
import { personalisationConfiguration } from '../api/adapters/store.ts';
import type { StoreApi } from '../api/registry.ts';
import { applyRecommendationsCookie, CONSENT_CHANGED_EVENT, readCookieConsent } from './consent.ts';

export type ActivityTracker = ActorRefFrom<typeof activityTrackerMachine>;

const trackers = new WeakMap<StoreApi, ActivityTracker>();

function syncConsent(tracker: ActivityTracker): void {
  const consent = readCookieConsent();
  const cookieId = applyRecommendationsCookie(consent);
  tracker.send({ type: 'consent.changed', granted: cookieId !== null, cookieId });
}

export function activityTrackerFor(api: StoreApi): ActivityTracker {
  const existing = trackers.get(api);
  if (existing) return existing;
  let siteId = '';
  const tracker = createActor(
    activityTrackerMachine.provide({ actors: activityTrackerActors(api, () => siteId) }),
    { input: {} },
  );
  tracker.start();
  trackers.set(api, tracker);
  // The configuration the store provider has already asked for (PX-30-001): one read per store API.
  personalisationConfiguration(api)
    .then((config) => {
      siteId = config.siteId ?? '';
      tracker.send({ type: 'configure', enabled: config.activityTrackingEnabled === true && siteId !== '' });
    })
    .catch(() => tracker.send({ type: 'configure', enabled: false }));
  syncConsent(tracker);
  globalThis.window?.addEventListener(CONSENT_CHANGED_EVENT, () => syncConsent(tracker));
  // A choice made in another tab reaches this one through the storage event.
  globalThis.window?.addEventListener('storage', () => syncConsent(tracker));
  return tracker;
}

/** The page's tracker; `track(null)` (an activity that failed its checks) does nothing. */
export function useActivityTracking(api: StoreApi) {
  const tracker = useMemo(() => activityTrackerFor(api), [api]);
  return useMemo(() => ({ track: (activity: Activity | null) => tracker.send({ type: 'track', activity }) }), [tracker]);
}
