// The address book's machine (PX-18-030): load, save (an edit names its addressId, a new address its
// type), delete, set the default; what the editor and the list are told when a call fails.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addressBookMachine, type AddressChange, type AddressSave } from '../../../machines/address/address-book.machine.ts';
import { EMPTY_ADDRESS_FORM } from '../../../machines/checkout/address-form.ts';
import type { Wire } from '../../../machines/wire.ts';

type Address = Wire['AccountAddress'];
const address = (addressId: string, isDefault = false): Address => ({ addressId, addressType: 'Shipping', street: '1 Main St', city: 'Chicago', postalCode: '60611', country: 'US', isDefault });
const FORM = { ...EMPTY_ADDRESS_FORM, firstName: 'Morgan', lastName: 'Reyes', street: ' 9 Elm ', city: 'Chicago', region: 'IL', postalCode: '60611', country: 'US' };

function book({ lists = [[address('a1', true)]], failSave = false, failChange = false, failCountries = false }: { lists?: Array<Address[] | Error>; failSave?: boolean; failChange?: boolean; failCountries?: boolean } = {}) {
  const sent: Array<AddressSave | AddressChange> = [];
  let reads = 0;
  const actor = createActor(
    addressBookMachine.provide({
      actors: {
        list: fromPromise(async () => {
          const answer = lists[Math.min(reads++, lists.length - 1)]!;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        countries: fromPromise(async () => {
          if (failCountries) throw new Error('countries down');
          return [{ isoCode: 'US', label: 'United States' }];
        }),
        save: fromPromise<unknown, AddressSave>(async ({ input }) => {
          sent.push(input);
          if (failSave) throw new Error('500');
        }),
        change: fromPromise<unknown, AddressChange>(async ({ input }) => {
          sent.push(input);
          if (failChange) throw new Error('500');
        }),
      },
    }),
  ).start();
  const emitted: string[] = [];
  actor.on('*', (event) => void emitted.push(event.type));
  return { actor, sent, emitted, reads: () => reads, settled: () => waitFor(actor, (snapshot) => snapshot.matches('idle') || snapshot.matches('failed')) };
}

describe('the address book', () => {
  it('[PX-18-030] lists the addresses with the countries its form offers; a list that cannot be read is the page’s failure', async () => {
    const ok = book();
    const loaded = await ok.settled();
    expect(loaded.context.addresses?.map((entry) => entry.addressId)).toEqual(['a1']);
    expect(loaded.context.countries.map((country) => country.isoCode)).toEqual(['US']);

    const down = book({ lists: [new Error('503')], failCountries: true });
    const failed = await down.settled();
    expect(failed.matches('failed')).toBe(true);
    expect(failed.context.countries).toEqual([]);
  });

  it('[PX-18-030][CC-5-035] an edit names its addressId, a new address its type; a save is told and the list read again', async () => {
    const saving = book({ lists: [[address('a1', true)], [address('a1', true), address('a2')]] });
    await saving.settled();
    saving.actor.send({ type: 'SAVE', addressType: 'Billing', form: FORM, isDefault: false });
    await waitFor(saving.actor, (snapshot) => snapshot.context.addresses?.length === 2);
    saving.actor.send({ type: 'SAVE', addressId: 'a2', addressType: 'Shipping', form: FORM, isDefault: true });
    await waitFor(saving.actor, () => saving.emitted.filter((type) => type === 'saved').length === 2);
    expect(saving.sent).toEqual([
      { kind: 'create', body: expect.objectContaining({ addressType: 'Billing', isDefault: false, street: '9 Elm', name: 'Morgan Reyes' }) },
      { kind: 'update', addressId: 'a2', body: expect.objectContaining({ isDefault: true, street: '9 Elm' }) },
    ]);
    expect(saving.sent[1]).not.toHaveProperty('body.addressType');
  });

  it('[PX-18-030] a failed save is told to the editor and keeps the list as it was, unread', async () => {
    const failing = book({ failSave: true });
    await failing.settled();
    failing.actor.send({ type: 'SAVE', addressType: 'Shipping', form: FORM, isDefault: false });
    await waitFor(failing.actor, () => failing.emitted.includes('saveFailed'));
    expect(failing.emitted).not.toContain('saved');
    expect(failing.reads()).toBe(1);
    expect(failing.actor.getSnapshot().context.addresses?.map((entry) => entry.addressId)).toEqual(['a1']);
  });

  it('[PX-18-030] delete and set-default send their call and read the list again; a failure is told beside the list and cleared by the next change', async () => {
    const changing = book({ lists: [[address('a1', true), address('a2')], [address('a2', true)]] });
    await changing.settled();
    changing.actor.send({ type: 'REMOVE', addressId: 'a1' });
    await waitFor(changing.actor, (snapshot) => snapshot.context.addresses?.length === 1);
    changing.actor.send({ type: 'SET_DEFAULT', addressId: 'a2' });
    await changing.settled();
    expect(changing.sent).toEqual([
      { kind: 'remove', addressId: 'a1' },
      { kind: 'setDefault', addressId: 'a2' },
    ]);

    const failing = book({ failChange: true });
    await failing.settled();
    failing.actor.send({ type: 'REMOVE', addressId: 'a1' });
    await waitFor(failing.actor, (snapshot) => snapshot.context.actionFailed);
    expect(failing.reads()).toBe(1);
    failing.actor.send({ type: 'SET_DEFAULT', addressId: 'a1' });
    expect(failing.actor.getSnapshot().context.actionFailed).toBe(false);
  });
});
