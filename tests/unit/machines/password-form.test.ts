// The password form (PX-17-006 set-password, PX-24-010..PX-24-012 the change on My account).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { passwordFailure, passwordFormMachine, passwordProblems, type PasswordEntries, type PasswordSubmitAnswer } from '../../../machines/account/password-form.machine.ts';
import { passwordProblemLabels } from '../../../src/labels/registration.ts';

function start(askCurrent: boolean, answer: (entries: PasswordEntries) => Promise<PasswordSubmitAnswer>) {
  const sent: PasswordEntries[] = [];
  const actor = createActor(
    passwordFormMachine.provide({ actors: { submit: fromPromise(({ input }: { input: PasswordEntries }) => (sent.push(input), answer(input))) } }),
    { input: { askCurrent } },
  ).start();
  const fill = (values: Partial<Record<'current' | 'password' | 'confirm', string>>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'EDIT', field: field as 'current', value: value! });
  };
  return { actor, sent, fill };
}

describe('the password form', () => {
  it('[PX-17-006][PX-24-012] problems show only after a submit: the current password required (change only), the rules, a changed password, the confirmation', () => {
    const base = { askCurrent: true, checked: true };
    expect(passwordProblems({ ...base, checked: false, values: { current: '', password: '', confirm: 'x' } })).toEqual({});
    expect(passwordProblems({ ...base, values: { current: '', password: 'short1', confirm: '' } })).toEqual({ current: 'required', password: 'weak', confirm: 'mismatch' });
    expect(passwordProblems({ ...base, values: { current: 'Same-Pass-1', password: 'Same-Pass-1', confirm: 'Same-Pass-1' } })).toEqual({ password: 'unchanged' });
    expect(passwordProblems({ ...base, values: { current: 'Old-Pass-1', password: 'New-Pass-22', confirm: 'New-Pass-22' } })).toEqual({});
    expect(passwordProblems({ askCurrent: false, checked: true, values: { current: '', password: 'nodigitshere', confirm: 'nodigitshere' } })).toEqual({ password: 'weak' });
  });

  it('[PX-24-010] nothing is sent while a field has a problem; a valid submit sends once, a second submit while sending sends nothing more', async () => {
    let release: (value: PasswordSubmitAnswer) => void = () => undefined;
    const { actor, sent, fill } = start(true, () => new Promise((resolve) => (release = resolve)));
    actor.send({ type: 'SUBMIT' });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context.checked).toBe(true);
    fill({ current: 'Old-Pass-1', password: 'New-Pass-22', confirm: 'New-Pass-22' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (state) => state.matches('sending'));
    actor.send({ type: 'SUBMIT' });
    release({ otherSessionsEnded: 3 });
    await waitFor(actor, (state) => state.status === 'done');
    expect(sent).toEqual([{ current: 'Old-Pass-1', password: 'New-Pass-22' }]);
    expect(actor.getSnapshot().context.otherSessionsEnded).toBe(3);
  });

  it('[PX-24-010] a refused current password is cleared and the new one kept; any other failure keeps every entry', async () => {
    const refusal = { status: 400, errors: [{ type: 'INVALID_CURRENT_PASSWORD', message: 'Your current password is not correct.' }] };
    const { actor, fill } = start(true, async () => Promise.reject(refusal));
    fill({ current: 'Wrong-Pass-1', password: 'New-Pass-22', confirm: 'New-Pass-22' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (state) => state.matches('editing') && state.context.failure !== undefined);
    expect(actor.getSnapshot().context.failure).toEqual({ status: 400, code: 'INVALID_CURRENT_PASSWORD', message: 'Your current password is not correct.' });
    expect(actor.getSnapshot().context.values).toEqual({ current: '', password: 'New-Pass-22', confirm: 'New-Pass-22' });

    const offline = start(false, async () => Promise.reject(new TypeError('Failed to fetch')));
    offline.fill({ password: 'New-Pass-22', confirm: 'New-Pass-22' });
    offline.actor.send({ type: 'SUBMIT' });
    await waitFor(offline.actor, (state) => state.context.failure !== undefined);
    expect(offline.actor.getSnapshot().context.failure).toEqual({ status: undefined, code: undefined, message: undefined });
    expect(offline.actor.getSnapshot().context.values.password).toBe('New-Pass-22');
  });

  it('[PX-17-006] a failure reads the platform’s raw body as well as the API layer’s', () => {
    expect(passwordFailure({ status: 410, errors: [{ errorCode: 'TOKEN_EXPIRED', message: 'This password link has expired. Request a new one.' }] })).toEqual({ status: 410, code: 'TOKEN_EXPIRED', message: 'This password link has expired. Request a new one.' });
    expect(passwordFailure(null)).toEqual({ status: undefined, code: undefined, message: undefined });
  });

  it('[PX-65-010] a commonly used password (password1) shows the common problem with the message and sends nothing; a changed entry is sent', async () => {
    const { actor, sent, fill } = start(false, async () => undefined);
    fill({ password: 'password1', confirm: 'password1' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (state) => state.matches('editing') && state.context.commonPassword !== undefined);
    expect(sent).toEqual([]);
    expect(passwordProblems(actor.getSnapshot().context)).toEqual({ password: 'common' });
    expect(passwordProblemLabels.common).toBe('This password is too common and easy to guess. Choose a password that others are unlikely to use.');
    fill({ password: 'Kestrel-Ridge-77', confirm: 'Kestrel-Ridge-77' });
    expect(passwordProblems(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (state) => state.status === 'done');
    expect(sent).toEqual([{ current: '', password: 'Kestrel-Ridge-77' }]);
  });
});
