import { createActor, fromPromise, waitFor } from 'xstate';
import { CART_DELETE_FAILED_WARNING } from '../../../machines/constants/session-locale.ts';
import { localePickerMachine, type PickerEmitted, type PickerInput } from '../../../machines/locale/picker.machine.ts';

const LOCALES = ['en-US', 'en-CA', 'fr-CA'];

function setup(overrides: Partial<PickerInput> = {}, deleteCart: () => Promise<unknown> = async () => undefined) {
  let deletes = 0;
  const machine = localePickerMachine.provide({
    actors: {
      deleteCart: fromPromise(async () => {
        deletes += 1;
        return deleteCart();
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      locales: LOCALES,
      siteBasePath: '/store/en-US',
      location: { pathname: '/store/en-US/cart', search: '?x=1', hash: '' },
      cartProductCount: '0',
      ...overrides,
    },
  });
  const emitted: PickerEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, deletes: () => deletes };
}

describe('locale picker machine', () => {
  it('[SH-4-066][SH-2-109] the button toggles the panel', () => {
    const { actor } = setup();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('[SH-2-115] with fewer than two locales the button does nothing', () => {
    const { actor } = setup({ locales: ['en-US'] });
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('[SH-4-067][SH-4-070] the close icon closes the panel and focus returns to the picker button', () => {
    const { actor, emitted } = setup();
    actor.send({ type: 'TOGGLE' });
    expect(emitted).toEqual([]);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toEqual([{ type: 'FOCUS_PICKER_BUTTON' }]);
  });

  it('[SH-4-068][SH-4-070] Escape closes the panel and returns focus; other keys do not', () => {
    const { actor, emitted } = setup();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'KEYDOWN', key: 'Enter' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'KEYDOWN', key: 'Escape' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toEqual([{ type: 'FOCUS_PICKER_BUTTON' }]);
  });

  it('[SH-4-070][SH-4-066] closing with the button also returns focus', () => {
    const { actor, emitted } = setup();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE' });
    expect(emitted).toEqual([{ type: 'FOCUS_PICKER_BUTTON' }]);
  });

  it('[SH-4-069][SH-4-071][SH-4-070][SH-2-019] choosing a locale with products in the cart closes the panel and opens the confirmation', () => {
    const { actor, emitted, deletes } = setup({ cartProductCount: '3' });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CHOOSE_LOCALE', locale: 'fr-CA' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.pendingLocale).toBe('fr-CA');
    expect(emitted).toEqual([{ type: 'FOCUS_PICKER_BUTTON' }]);
    expect(deletes()).toBe(0);
  });

  it('[SH-4-073] cancelselection just closes the confirmation', () => {
    const { actor, emitted, deletes } = setup({ cartProductCount: 2 });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CHOOSE_LOCALE', locale: 'fr-CA' });
    actor.send({ type: 'cancelselection' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.pendingLocale).toBeUndefined();
    expect(emitted).toEqual([{ type: 'FOCUS_PICKER_BUTTON' }]);
    expect(deletes()).toBe(0);
  });

  it('[SH-4-072][SH-4-075][SH-4-077][SH-4-079][SH-9-008] confirmselection deletes the cart, then reloads at the localised address', async () => {
    const { actor, emitted, deletes } = setup({ cartProductCount: '5' });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CHOOSE_LOCALE', locale: 'fr-CA' });
    actor.send({ type: 'confirmselection' });
    expect(actor.getSnapshot().value).toBe('changing');
    await waitFor(actor, (s) => s.status === 'done');
    expect(deletes()).toBe(1);
    expect(emitted).toEqual([{ type: 'FOCUS_PICKER_BUTTON' }, { type: 'RELOAD', url: '/store/fr-CA/cart?x=1' }]);
  });

  it('[SH-4-074][SH-4-075][SH-4-079] with an empty cart the change proceeds at once', async () => {
    const { actor, emitted, deletes } = setup({ cartProductCount: '0' });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CHOOSE_LOCALE', locale: 'en-CA' });
    expect(actor.getSnapshot().value).toBe('changing');
    await waitFor(actor, (s) => s.status === 'done');
    expect(deletes()).toBe(1);
    expect(emitted.at(-1)).toEqual({ type: 'RELOAD', url: '/store/en-CA/cart?x=1' });
  });

  it('[SH-4-076][SH-8-018] a failed cart delete is only a warning and the change continues', async () => {
    const failure = new Error('cart delete failed');
    const { actor, emitted } = setup({}, async () => {
      throw failure;
    });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CHOOSE_LOCALE', locale: 'fr-CA' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted).toEqual([
      { type: 'FOCUS_PICKER_BUTTON' },
      { type: 'WARNING', message: CART_DELETE_FAILED_WARNING, error: failure },
      { type: 'RELOAD', url: '/store/fr-CA/cart?x=1' },
    ]);
  });

  it('[SH-4-071][SH-5-058][SH-5-059] the cart count follows CART_COUNT, parsed as an integer with fallback 0', () => {
    const { actor } = setup({ cartProductCount: undefined });
    expect(actor.getSnapshot().context.cartProductCount).toBe(0);
    actor.send({ type: 'CART_COUNT', count: '1' });
    expect(actor.getSnapshot().context.cartProductCount).toBe(1);
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CHOOSE_LOCALE', locale: 'fr-CA' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CART_COUNT', count: 'n/a' });
    expect(actor.getSnapshot().context.cartProductCount).toBe(0);
  });

  it('[SH-4-071] a locale that is not offered is ignored', () => {
    const { actor, emitted } = setup({ cartProductCount: '2' });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CHOOSE_LOCALE', locale: 'de-DE' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(emitted).toEqual([]);
  });

  it('[SH-4-066] events that do not apply leave the state alone', () => {
    const { actor } = setup({ cartProductCount: '2' });
    actor.send({ type: 'CHOOSE_LOCALE', locale: 'fr-CA' });
    actor.send({ type: 'confirmselection' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CHOOSE_LOCALE', locale: 'fr-CA' });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'KEYDOWN', key: 'Escape' });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('[SH-4-075] the cart delete must be provided by the caller; without it the change still continues', async () => {
    const actor = createActor(localePickerMachine, {
      input: { locales: LOCALES, siteBasePath: '', location: { pathname: '/', search: '', hash: '' } },
    });
    const emitted: PickerEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CHOOSE_LOCALE', locale: 'fr-CA' });
    await waitFor(actor, (s) => s.status === 'done');
    expect((emitted[1] as { error: Error }).error.message).toBe('deleteCart must be provided');
    expect(emitted[2]).toEqual({ type: 'RELOAD', url: '/fr-CA/' });
  });
});
