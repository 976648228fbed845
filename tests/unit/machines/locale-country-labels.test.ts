// The picker's country labels (SH-7-012..SH-7-015): asked once, when the panel first opens, with the
// exclude flag; a failure is logged once and not asked again.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { COUNTRY_LABELS_FAILED_WARNING, countryLabelsMachine, type CountryLabelsQuery } from '../../../machines/locale/country-labels.machine.ts';

const query: CountryLabelsQuery = { locale: 'fr-CA', countries: ['DE'], exclude: true };

function start(answer: () => Promise<{ isoCode: string; label: string }[]>) {
  const asked: CountryLabelsQuery[] = [];
  const warnings: unknown[] = [];
  const actor = createActor(
    countryLabelsMachine.provide({
      actors: {
        addressCountries: fromPromise(async ({ input }) => {
          asked.push(input);
          return answer();
        }),
      },
    }),
    { input: query },
  );
  actor.on('WARNING', (event) => void warnings.push(event));
  actor.start();
  return { actor, asked, warnings };
}

describe('the locale picker country labels', () => {
  it('[SH-7-012][SH-7-014][SH-7-015] nothing is asked until the panel opens; then once, with the exclude flag, however often it opens', async () => {
    const { actor, asked } = start(async () => [{ isoCode: 'CA', label: 'Canada' }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(asked).toEqual([]);
    actor.send({ type: 'LOAD' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (state) => state.matches('ready'));
    expect(actor.getSnapshot().context.countries).toEqual([{ isoCode: 'CA', label: 'Canada' }]);
    actor.send({ type: 'LOAD' });
    expect(asked).toEqual([{ locale: 'fr-CA', countries: ['DE'], exclude: true }]);
  });

  it('[SH-7-012] a failed read is logged once and not asked again; the picker goes on without labels', async () => {
    const failure = new Error('offline');
    const { actor, asked, warnings } = start(async () => {
      throw failure;
    });
    actor.send({ type: 'LOAD' });
    await waitFor(actor, (state) => state.matches('failed'));
    actor.send({ type: 'LOAD' });
    expect(asked).toHaveLength(1);
    expect(actor.getSnapshot().context.countries).toEqual([]);
    expect(warnings).toEqual([{ type: 'WARNING', message: COUNTRY_LABELS_FAILED_WARNING, error: failure }]);
  });
});
