// Binds the password-form machine to a view: `submit` is the call that proves the user (the link's
// token, or the current password) and sets the new password.
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { passwordFormMachine, passwordProblems, type PasswordEntries, type PasswordField, type PasswordSubmitAnswer } from '../../../machines/account/password-form.machine.ts';

export function usePasswordForm(askCurrent: boolean, submit: (entries: PasswordEntries) => Promise<PasswordSubmitAnswer>) {
  // The machine is made once; the latest `submit` is the one called.
  const latest = useRef(submit);
  latest.current = submit;
  const actor = useActorRef(passwordFormMachine.provide({ actors: { submit: fromPromise(({ input }: { input: PasswordEntries }) => latest.current(input)) } }), { input: { askCurrent } });
  const snapshot = useSelector(actor, (state) => state);
  return {
    values: snapshot.context.values,
    show: snapshot.context.show,
    problems: passwordProblems(snapshot.context),
    failure: snapshot.context.failure,
    otherSessionsEnded: snapshot.context.otherSessionsEnded,
    busy: snapshot.matches('sending'),
    done: snapshot.matches('done'),
    edit: (field: PasswordField, value: string) => actor.send({ type: 'EDIT', field, value }),
    toggleShow: () => actor.send({ type: 'TOGGLE_SHOW' }),
    submitForm: () => actor.send({ type: 'SUBMIT' }),
  };
}
