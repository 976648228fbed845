// What My account adds for a signed-in buyer (issue 16, PX-18-033): switching the account acted for
// (the profile menu's switcher), the address book and dashboard, and the password change (PX-24-010).
import { Link } from 'react-router';
import { offersAccountSwitch } from '../../machines/navigation/profile-items.ts';
import { useModal } from '../components/modal/ModalProvider.tsx';
import { accountSwitcherDialog } from '../components/profile-menu/AccountSwitcher.tsx';
import { useManagedAccountCount } from '../components/profile-menu/useManagedAccountCount.ts';
import { accountPaths } from '../content/site.ts';
import { myAccountLabels as labels } from '../labels/account.ts';
import { PasswordChange } from './PasswordChange.tsx';
import './account.css';

export function AccountTools() {
  const modal = useModal();
  // PX-75-005: switching is offered only with another account to switch to.
  const accounts = useManagedAccountCount(true);
  return (
    <div className="account-tools">
      <section aria-labelledby="account-tools-heading">
        <h2 id="account-tools-heading">{labels.toolsHeading}</h2>
        <div className="address-book__buttons">
          {offersAccountSwitch(accounts) ? (
            <button type="button" className="button button--secondary" onClick={() => modal.open(accountSwitcherDialog())}>
              {labels.switchAccount}
            </button>
          ) : null}
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
