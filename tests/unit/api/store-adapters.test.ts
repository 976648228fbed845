// The app-wide store's adapters (src/api/adapters/store.ts): the personalisation configuration is read
// once and shared by the request context and the activity tracker.
import { activityTrackerFor } from '../../../src/analytics/tracking.ts';
import { personalisationConfiguration } from '../../../src/api/adapters/store.ts';
import { BUYER, STORE, fakeStore, json } from './harness.ts';

const configurationReads = (store: ReturnType<typeof fakeStore>) => store.requests.filter(({ path }) => path === `${STORE}/ai/configuration`).length;

describe('store adapters', () => {
  it('[PX-30-001][SH-7-007] the store provider and the activity tracker share one read of the personalisation configuration', async () => {
    const store = fakeStore(BUYER, () =>
      json(200, { activityTrackingEnabled: true, catalogExists: true, isDeployed: true, host: 'recs.example', siteId: '0DM000000000001', tenant: 'test', deploymentEnabled: true }),
    );
    const first = await personalisationConfiguration(store.api);
    const tracker = activityTrackerFor(store.api);
    await vi.waitFor(() => expect(tracker.getSnapshot().context.enabled).toBe(true));
    expect(await personalisationConfiguration(store.api)).toBe(first);
    expect(first).toMatchObject({ host: 'recs.example', deploymentEnabled: true });
    expect(configurationReads(store)).toBe(1);
    tracker.stop();
  });

  it('[PX-30-001] another store API reads its own; a failed read leaves tracking disabled', async () => {
    const store = fakeStore(BUYER, () => json(404, [], {}, 'Not Found'));
    await expect(personalisationConfiguration(store.api)).rejects.toBeDefined();
    const tracker = activityTrackerFor(store.api);
    await vi.waitFor(() => expect(tracker.getSnapshot().context.enabled).toBe(false));
    expect(configurationReads(store)).toBe(1);
    tracker.stop();
  });
});
