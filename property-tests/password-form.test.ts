// Property of the password form (PX-24-012, PX-17-006): whatever the buyer types and however often
// they submit, the store is only ever sent entries that meet the shown rules, match their
// confirmation and (for a change) differ from the current password; and no entry is lost.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { passwordFormMachine, type PasswordEntries, type PasswordField } from '../machines/account/password-form.machine.ts';

const text = fc.oneof(fc.constantFrom('', 'short1', 'Old-Pass-1', 'New-Pass-22', 'nodigits', '12345678'), fc.string({ maxLength: 12 }));
const step = fc.oneof(
  fc.record({ type: fc.constant('EDIT' as const), field: fc.constantFrom<PasswordField>('current', 'password', 'confirm'), value: text }),
  fc.constant({ type: 'SUBMIT' as const }),
);

describe('password form property', () => {
  it('[PX-24-012][PX-17-006] only entries meeting every rule are ever sent, and every edit is kept', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { maxLength: 30 }), (askCurrent, steps) => {
        const sent: PasswordEntries[] = [];
        // The store never answers, so the form stays sending after its first valid submit.
        const actor = createActor(passwordFormMachine.provide({ actors: { submit: fromPromise(({ input }: { input: PasswordEntries }) => (sent.push(input), new Promise(() => undefined))) } }), { input: { askCurrent } }).start();
        const expected = { current: '', password: '', confirm: '' };
        for (const event of steps) {
          actor.send(event);
          if (event.type === 'EDIT') expected[event.field] = event.value;
        }
        expect(actor.getSnapshot().context.values).toEqual(expected);
        expect(sent.length).toBeLessThanOrEqual(1);
        for (const entries of sent) {
          // An oracle of its own: the rules as the page lists them.
          expect(entries.password.length).toBeGreaterThanOrEqual(8);
          expect(entries.password).toMatch(/[A-Za-z]/);
          expect(entries.password).toMatch(/\d/);
          if (askCurrent) {
            expect(entries.current).not.toBe('');
            expect(entries.password).not.toBe(entries.current);
          }
        }
        actor.stop();
      }),
    );
  });
});
