// My account (/myprofile, SH-2-016): the signed-in buyer's profile, the account they act for and
// their buyer groups, with sign-out; a sign-in prompt for guests.
import { useSession } from '../app/store/parts.tsx';
import { SIGN_OUT_LABEL, accountLabels } from '../labels/shell-pages.ts';
import { PageLoading } from '../components/layout/Layout.tsx';
import { SignInPrompt } from '../components/sign-in/SignInPrompt.tsx';
import { AccountTools } from '../account/AccountTools.tsx';
import './pages.css';

function MyProfilePage() {
  const { session, sessionStatus, isSignedIn, effectiveAccount, signOut } = useSession();
  const labels = accountLabels;
  const profile = session?.profile;
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  return (
    <section className="page-container page" aria-labelledby="profile-title">
      <title>{`${labels.title} — Kestrel Ridge Medical`}</title>
      <h1 id="profile-title">{labels.title}</h1>
      {sessionStatus === 'loading' ? (
        <PageLoading />
      ) : !isSignedIn ? (
        <SignInPrompt text={labels.signInPrompt} />
      ) : (
        <>
          <dl className="details-list" data-testid="profile-details">
            <div>
              <dt>{labels.name}</dt>
              <dd>{name || labels.none}</dd>
            </div>
            <div>
              <dt>{labels.userName}</dt>
              <dd>{profile?.userName ?? labels.none}</dd>
            </div>
            <div>
              <dt>{labels.email}</dt>
              <dd>{profile?.email ?? labels.none}</dd>
            </div>
            <div>
              <dt>{labels.company}</dt>
              <dd>{session?.accountName ?? labels.none}</dd>
            </div>
            <div>
              <dt>{labels.actingFor}</dt>
              <dd>{effectiveAccount?.name ?? session?.accountName ?? labels.none}</dd>
            </div>
            <div>
              <dt>{labels.buyerGroups}</dt>
              <dd>{session?.buyerGroups.length ? session.buyerGroups.map((group) => group.name).join(', ') : labels.none}</dd>
            </div>
          </dl>
          <AccountTools />
          <button type="button" className="button button--secondary" onClick={signOut} data-testid="sign-out">
            {SIGN_OUT_LABEL}
          </button>
        </>
      )}
    </section>
  );
}

export default MyProfilePage;
