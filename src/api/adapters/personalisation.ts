// The personalisation area's adapters: the activity tracker's send (CC-3-025, CC-7-033), bound to the
// personalisation area's trackActivity. Loaded with the tracker, on the first page that tracks.
import { fromPromise } from 'xstate';
import type { SendInput } from '../../../machines/activity/activity-tracker.machine.ts';
import type { StoreApi } from '../registry.ts';

/** One batch of activities, each sent under the configured site id (`siteId()`: known once the configuration is read). */
export function activityTrackerActors(api: StoreApi, siteId: () => string) {
  return {
    send: fromPromise<unknown, SendInput>(({ input }) =>
      Promise.all(input.activities.map((activity) => api.personalisation.trackActivity(siteId(), activity.name, { cookieId: input.cookieId, ...activity.body }))),
    ),
  };
}
