// What My account adds for a signed-in buyer (issue 16, PX-18-033): switching the account acted for
// (the profile menu's switcher), the address book and dashboard, and the password change (PX-24-010).
import { Link } from 'react-router';
import { useModal } from '../components/modal/ModalProvider.tsx';
import { accountSwitcherDialog } from '../components/profile-menu/AccountSwitcher.tsx';
import { accountPaths } from '../content/site.ts';
import { myAccountLabels as labels } from '../labels/account.ts';
import { PasswordChange } from './PasswordChange.tsx';
import './account.css';

export function AccountTools() {
  const modal = useModal();
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
      <PasswordChange />
    </div>
  );
}
