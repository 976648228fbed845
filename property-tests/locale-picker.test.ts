import fc from 'fast-check';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { localeChangeAddress } from '../machines/locale/address.ts';
import { parseCartProductCount } from '../machines/locale/entries.ts';
import { localePickerMachine, type PickerEmitted } from '../machines/locale/picker.machine.ts';

interface Model {
  locales: string[];
  panel: boolean;
  confirming: boolean;
  done: boolean;
  cartCount: number;
  focusReturns: number;
  pending: string | undefined;
  deleteFails: boolean;
}
interface Real {
  actor: Actor<typeof localePickerMachine>;
  emitted: PickerEmitted[];
  deletes: () => number;
}
type PickerCommand = fc.AsyncCommand<Model, Real>;

const SITE = '/store/en-US';
const LOCATION = { pathname: '/store/en-US/product/01t000000000001', search: '', hash: '#reviews' };
const count = (real: Real, type: PickerEmitted['type']) => real.emitted.filter((event) => event.type === type).length;

function closePanel(model: Model) {
  model.panel = false;
  model.focusReturns += 1;
}

async function change(model: Model, real: Real) {
  await waitFor(real.actor, (snapshot) => snapshot.status === 'done');
  model.done = true;
}

function checkInvariants(model: Model, real: Real) {
  const snapshot = real.actor.getSnapshot();
  expect(model.panel && model.confirming).toBe(false);
  expect(snapshot.matches('open')).toBe(model.panel);
  expect(snapshot.matches('confirming')).toBe(model.confirming);
  expect(count(real, 'FOCUS_PICKER_BUTTON')).toBe(model.focusReturns);
  expect(snapshot.context.cartProductCount).toBe(model.cartCount);
  expect(count(real, 'RELOAD')).toBe(model.done ? 1 : 0);
  expect(real.deletes()).toBe(model.done ? 1 : 0);
  if (model.done) {
    const url = localeChangeAddress(LOCATION, SITE, model.pending!, model.locales);
    expect(real.emitted.at(-1)).toEqual({ type: 'RELOAD', url });
    expect(count(real, 'WARNING')).toBe(model.deleteFails ? 1 : 0);
  }
}

const command = (name: string, check: (m: Model) => boolean, apply: (m: Model, r: Real) => Promise<void> | void): PickerCommand => ({
  check: (model) => !model.done && check(model),
  async run(model, real) {
    await apply(model, real);
    checkInvariants(model, real);
  },
  toString: () => name,
});

const toggle = fc.constant(
  command('TOGGLE', () => true, (model, real) => {
    real.actor.send({ type: 'TOGGLE' });
    if (model.panel) closePanel(model);
    else if (!model.confirming && model.locales.length >= 2) model.panel = true;
  }),
);
const close = fc.constant(
  command('CLOSE', () => true, (model, real) => {
    real.actor.send({ type: 'CLOSE' });
    if (model.panel) closePanel(model);
  }),
);
const key = fc.constantFrom('Escape', 'Enter', 'Tab').map((pressed) =>
  command(`KEYDOWN ${pressed}`, () => true, (model, real) => {
    real.actor.send({ type: 'KEYDOWN', key: pressed });
    if (model.panel && pressed === 'Escape') closePanel(model);
  }),
);
const choose = fc.constantFrom('en-US', 'en-CA', 'fr-CA', 'de-DE').map((locale) =>
  command(`CHOOSE_LOCALE ${locale}`, () => true, async (model, real) => {
    real.actor.send({ type: 'CHOOSE_LOCALE', locale });
    if (!model.panel || !model.locales.includes(locale)) return;
    closePanel(model);
    model.pending = locale;
    if (model.cartCount > 0) model.confirming = true;
    else await change(model, real);
  }),
);
const confirm = fc.constant(
  command('confirmselection', () => true, async (model, real) => {
    real.actor.send({ type: 'confirmselection' });
    if (!model.confirming) return;
    model.confirming = false;
    await change(model, real);
  }),
);
const cancel = fc.constant(
  command('cancelselection', () => true, (model, real) => {
    real.actor.send({ type: 'cancelselection' });
    model.confirming = false;
  }),
);
const cartCount = fc.oneof(fc.nat({ max: 3 }).map(String), fc.constantFrom('n/a', '', undefined, '2 items')).map((value) =>
  command(`CART_COUNT ${String(value)}`, () => true, (model, real) => {
    real.actor.send({ type: 'CART_COUNT', count: value });
    model.cartCount = parseCartProductCount(value);
  }),
);

describe('locale picker model', () => {
  it('[SH-4-066][SH-4-067][SH-4-068][SH-4-069][SH-4-070][SH-4-071][SH-4-072][SH-4-073][SH-4-074][SH-4-075][SH-4-076][SH-4-079][SH-2-115] focus returns whenever the panel closes; at most one of panel and confirmation is open', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<string[]>(['en-US'], ['en-US', 'en-CA', 'fr-CA']),
        fc.boolean(),
        fc.nat({ max: 2 }),
        fc.commands([toggle, close, key, choose, confirm, cancel, cartCount], { maxCommands: 25 }),
        async (locales, deleteFails, initialCount, commands) => {
          let deletes = 0;
          const machine = localePickerMachine.provide({
            actors: {
              deleteCart: fromPromise<unknown>(async () => {
                deletes += 1;
                if (deleteFails) throw new Error('cart delete failed');
              }),
            },
          });
          const actor = createActor(machine, { input: { locales, siteBasePath: SITE, location: LOCATION, cartProductCount: initialCount } });
          const emitted: PickerEmitted[] = [];
          actor.on('*', (event) => emitted.push(event));
          actor.start();
          const model: Model = { locales, panel: false, confirming: false, done: false, cartCount: initialCount, focusReturns: 0, pending: undefined, deleteFails };
          await fc.asyncModelRun(() => ({ model, real: { actor, emitted, deletes: () => deletes } }), commands);
          actor.stop();
        },
      ),
    );
  });
});
