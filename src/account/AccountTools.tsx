// What My account adds for a signed-in buyer (issue 16, PX-18-033): switching the account acted for
// (the profile menu's switcher), the address book and dashboard, and a password change by a one-time
// e-mailed link (the reset flow: the contract has no change of a known password).
import { useState } from 'react';
import { Link } from 'react-router';
import { useApi, useSession } from '../app/store/parts.tsx';
import { useModal } from '../components/modal/ModalProvider.tsx';
import { accountSwitcherDialog } from '../components/profile-menu/AccountSwitcher.tsx';
import { accountPaths } from '../content/site.ts';
import { myAccountLabels as labels } from '../labels/account.ts';
import './account.css';

export function AccountTools() {
  const api = useApi();
  const modal = useModal();
  const { session } = useSession();
  const [password, setPassword] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const userName = session?.profile?.userName;
  const email = session?.profile?.email ?? userName ?? '';
  const requestLink = () => {
    if (!userName) return;
    setPassword('sending');
    api.auth.requestPasswordReset({ username: userName }).then(
      () => setPassword('sent'),
      () => setPassword('failed'),
    );
  };
  return (
    <div className="account-tools">
      <section aria-labelledby="account-tools-heading">
        <h2 id="account-tools-heading">{labels.toolsHeading}</h2>
        <div className="address-book__buttons">
          <button type="button" className="button button--secondary" onClick={() => modal.open(accountSwitcherDialog())}>
            {labels.switchAccount}
          </button>
          <Link className="button button--secondary" to={accountPaths.addresses}>
            {labels.addresses}
          </Link>
          <Link className="button button--secondary" to={accountPaths.dashboard}>
            {labels.dashboard}
          </Link>
        </div>
      </section>
      <section aria-labelledby="account-password-heading">
        <h2 id="account-password-heading">{labels.passwordHeading}</h2>
        <p>{labels.passwordText}</p>
        <button type="button" className="button button--secondary" disabled={password === 'sending' || !userName} aria-busy={password === 'sending'} onClick={requestLink}>
          {password === 'sending' ? labels.sending : labels.changePassword}
        </button>
        <div aria-live="polite">
          {password === 'sent' ? <p>{labels.sent(email)}</p> : null}
          {password === 'failed' ? <p role="alert">{labels.sendFailed}</p> : null}
        </div>
      </section>
    </div>
  );
}
