// The address book's load, save, delete and set-default (PX-18-030): the effective account's
// addresses read once and again after each change (the list stays shown while it is read again); a
// save tells the editor whether it went through (it closes, or shows the failure and keeps the
// form); a delete or a new default that fails is told beside the list. A list that cannot be read is
// the page's failure. The countries the form offers are read beside the list; without them the form
// still works with none offered.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { AddressForm } from '../checkout/address-form.ts';
import type { Wire } from '../wire.ts';
import { addressBody, type AddressType } from './address-book.ts';

type Address = Wire['AccountAddress'];
type AddressCountry = Wire['AddressCountry'];

/** A save's call: an edit names its addressId (CC-5-035), a new address its type. */
export type AddressSave =
  | { kind: 'update'; addressId: string; body: Wire['AccountAddressUpdateInput'] }
  | { kind: 'create'; body: Wire['AccountAddressInput'] };

/** A change to one address from the list. */
export type AddressChange = { kind: 'remove'; addressId: string } | { kind: 'setDefault'; addressId: string };

export type AddressBookEvent =
  | { type: 'RELOAD' }
  | { type: 'SAVE'; addressId?: string; addressType: AddressType; form: AddressForm; isDefault: boolean }
  | { type: 'REMOVE'; addressId: string }
  | { type: 'SET_DEFAULT'; addressId: string };

export type AddressBookEmitted = { type: 'saved' } | { type: 'saveFailed' };

export interface AddressBookContext {
  addresses: Address[] | undefined;
  countries: AddressCountry[];
  /** A delete or set-default failed (the list is as the server has it). */
  actionFailed: boolean;
}

/** PX-18-030: the call a save makes: an update of the address edited, else a new address of its type. */
function addressSaveOf(event: Extract<AddressBookEvent, { type: 'SAVE' }>): AddressSave {
  const body = addressBody(event.form);
  return event.addressId ? { kind: 'update', addressId: event.addressId, body: { ...body, isDefault: event.isDefault } } : { kind: 'create', body: { ...body, addressType: event.addressType, isDefault: event.isDefault } };
}

const CHANGES = {
  SAVE: 'saving',
  REMOVE: { target: 'changing', actions: 'clearActionFailed' },
  SET_DEFAULT: { target: 'changing', actions: 'clearActionFailed' },
} as const;

export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    emitted: {} as AddressBookEmitted,
  },
  actors: {
    list: fromPromise<Address[]>(async () => {
      throw new Error('addressBook: provide list');
    }),
    countries: fromPromise<AddressCountry[]>(async () => {
      throw new Error('addressBook: provide countries');
    }),
    save: fromPromise<unknown, AddressSave>(async () => {
      throw new Error('addressBook: provide save');
    }),
    change: fromPromise<unknown, AddressChange>(async () => {
      throw new Error('addressBook: provide change');
    }),
  },
  actions: {
    clearActionFailed: assign({ actionFailed: false }),
  },
}).createMachine({
  id: 'addressBook',
  context: { addresses: undefined, countries: [], actionFailed: false },
  invoke: {
    src: 'countries',
    onDone: { actions: assign({ countries: ({ event }) => event.output }) },
    // No countries: the form offers none, and the book still lists, adds and edits.
    onError: { actions: assign({ countries: [] }) },
  },
  initial: 'reading',
  states: {
    reading: {
      // A change while the list is read again (after another) goes ahead; the list is read after it.
      on: CHANGES,
      invoke: {
        src: 'list',
        onDone: { target: 'idle', actions: assign({ addresses: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    idle: { on: { RELOAD: 'reading', ...CHANGES } },
    saving: {
      invoke: {
        src: 'save',
        input: ({ event }) => addressSaveOf(event as Extract<AddressBookEvent, { type: 'SAVE' }>),
        onDone: { target: 'reading', actions: emit({ type: 'saved' as const }) },
        onError: { target: 'idle', actions: emit({ type: 'saveFailed' as const }) },
      },
    },
    changing: {
      invoke: {
        src: 'change',
        input: ({ event }): AddressChange => {
          const { type, addressId } = event as Extract<AddressBookEvent, { type: 'REMOVE' | 'SET_DEFAULT' }>;
          return type === 'REMOVE' ? { kind: 'remove', addressId } : { kind: 'setDefault', addressId };
        },
        onDone: 'reading',
        onError: { target: 'idle', actions: assign({ actionFailed: true }) },
      },
    },
    failed: { on: { RELOAD: 'reading' } },
  },
});
