// My account's password change (PX-24-010..PX-24-012): the current password, the new one under the
// rules the set-password page shows, and its confirmation; a refused current password says so (and
// counts as a failed sign-in on the store, so repeated guesses wait); success ends the buyer's other
// sessions, which the page says, and keeps this one. A buyer who forgot the current password can
// still have a one-time link e-mailed (the reset flow).
import { useState } from 'react';
import { useApi, useSession } from '../app/store/parts.tsx';
import { passwordApis } from '../api/adapters/account.ts';
import { PasswordFormUi } from '../components/password/PasswordFormUi.tsx';
import { usePasswordForm } from '../components/password/usePasswordForm.ts';
import { myAccountLabels as labels } from '../labels/account.ts';
import { passwordProblemLabels } from '../labels/registration.ts';

const texts = {
  rules: labels.passwordRules,
  current: labels.currentPassword,
  password: labels.newPassword,
  confirm: labels.confirmPassword,
  show: labels.showPasswords,
  submit: labels.changePassword,
  submitting: labels.changing,
  problems: passwordProblemLabels,
};

export function PasswordChange() {
  const api = useApi();
  const { session } = useSession();
  const form = usePasswordForm(true, ({ current, password }) => passwordApis(api).change(current, password));
  const [link, setLink] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const userName = session?.profile?.userName;
  const email = session?.profile?.email ?? userName ?? '';
  const requestLink = () => {
    if (!userName) return;
    setLink('sending');
    passwordApis(api).requestReset(userName).then(
      () => setLink('sent'),
      () => setLink('failed'),
    );
  };
  const { failure } = form;
  // The store's own words for a refusal it explains (a wrong current password, a wait); ours otherwise.
  const failureText = !failure ? null : failure.status === 401 ? labels.sessionEnded : failure.status === 400 || failure.status === 429 ? (failure.message ?? labels.changeFailed) : labels.changeFailed;
  return (
    <section aria-labelledby="account-password-heading">
      <h2 id="account-password-heading">{labels.passwordHeading}</h2>
      {form.done ? (
        <div className="form-notice" role="status" data-testid="password-changed">
          <p>{labels.changed}</p>
          <p>{labels.otherSessionsEnded(form.otherSessionsEnded)}</p>
        </div>
      ) : (
        <>
          <p>{labels.passwordText}</p>
          <PasswordFormUi
            texts={texts}
            askCurrent
            values={form.values}
            show={form.show}
            busy={form.busy}
            problems={form.problems}
            alert={failureText ? <p>{failureText}</p> : null}
            onEdit={form.edit}
            onToggleShow={form.toggleShow}
            onSubmit={form.submitForm}
          />
          <p className="account-tools__forgotten">
            {labels.forgotten}{' '}
            <button type="button" className="button button--secondary" disabled={link === 'sending' || !userName} aria-busy={link === 'sending'} onClick={requestLink}>
              {link === 'sending' ? labels.sending : labels.sendLink}
            </button>
          </p>
          <div aria-live="polite">
            {link === 'sent' ? <p>{labels.sent(email)}</p> : null}
            {link === 'failed' ? <p role="alert">{labels.sendFailed}</p> : null}
          </div>
        </>
      )}
    </section>
  );
}
