// The account switcher dialog (SH §4 "Account select"): the buyer's managed accounts; choosing one
// sets the effective account (id, name) and the store reloads at Home (SH-4-016, SH-4-017).
import { useEffect, useState } from 'react';
import type { ManagedAccount } from '../../../machines/session/accounts.ts';
import { readManagedAccounts } from '../../api/adapters/account-switcher.ts';
import { useApi, useSession } from '../../app/store/parts.tsx';
import { accountSwitcherLabels } from '../../labels/account-switcher.ts';
import type { ModalControls, ModalOptions } from '../modal/ModalProvider.tsx';
import './profile-menu.css';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; accounts: ManagedAccount[] };

const labels = accountSwitcherLabels;

function place(account: ManagedAccount): string {
  const address = account.address;
  if (!address) return '';
  return [address.street, address.city, [address.state, address.zip].filter(Boolean).join(' '), address.country].filter(Boolean).join(', ');
}

export function AccountSwitcher({ controls }: { controls: ModalControls }) {
  const api = useApi();
  const { effectiveAccount, session, setEffectiveAccount } = useSession();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [switching, setSwitching] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    readManagedAccounts(api, controller.signal)
      .then((accounts) => setLoad({ status: 'ready', accounts }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ status: 'failed' });
      });
    return () => controller.abort();
  }, [api]);

  const currentId = effectiveAccount?.id ?? session?.effectiveAccountId ?? session?.accountId;

  const choose = (account: ManagedAccount) => {
    setSwitching(account.id);
    // The page reloads at Home; until then the dialog stays and cannot be closed.
    controls.setBusy(true);
    setEffectiveAccount({ id: account.id, name: account.name });
  };

  return (
    <div className="krm-accounts">
      <div role="status" className="krm-accounts__status">
        {load.status === 'loading' ? labels.loading : switching ? labels.switching : ''}
      </div>
      {load.status === 'failed' ? <p className="krm-accounts__error">{labels.failed}</p> : null}
      {load.status === 'ready' && load.accounts.length === 0 ? <p>{labels.empty}</p> : null}
      {load.status === 'ready' && load.accounts.length > 0 ? (
        <ul className="krm-accounts__list">
          {load.accounts.map((account) => {
            const current = account.id === currentId;
            return (
              <li key={account.id}>
                <button
                  type="button"
                  className="krm-accounts__choice"
                  aria-current={current ? 'true' : undefined}
                  aria-disabled={switching !== null || undefined}
                  onClick={() => {
                    if (switching === null) choose(account);
                  }}
                >
                  <span className="krm-accounts__name">
                    <span className="krm-visually-hidden">{labels.buyFor} </span>
                    {account.name}
                  </span>
                  {place(account) ? <span className="krm-accounts__place">{place(account)}</span> : null}
                  <span className="krm-accounts__tags">
                    {current ? <span className="krm-accounts__tag krm-accounts__tag--current">{labels.current}</span> : null}
                    {account.isCurrentUserDefaultAccount ? <span className="krm-accounts__tag">{labels.defaultAccount}</span> : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/** The switcher as a dialog, opened from the profile menu and from My account. */
export function accountSwitcherDialog(): ModalOptions {
  return {
    label: accountSwitcherLabels.title,
    description: accountSwitcherLabels.intro,
    size: 'medium',
    content: (controls) => <AccountSwitcher controls={controls} />,
  };
}
