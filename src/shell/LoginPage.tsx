// The named page Login (SH-2-004): the sign-in form bound to the sign-in machine; on success the
// session is refreshed and the buyer goes Home (PX-05-005, PX-05-006), sent there in the same step
// that shows them signed in (PX-05-024).
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { signInMachine, type SignInField } from '../../machines/shell/sign-in.machine.ts';
import { dispatchInteraction } from '../analytics/dispatch.ts';
import { loginInteraction } from '../analytics/payloads.ts';
import { useSession } from '../app/store/parts.tsx';
import { TextField, UserNameField } from '../components/forms/TextField.tsx';
import { useToasts } from '../components/toast/ToastProvider.tsx';
import { accountPaths } from '../content/site.ts';
import { SIGN_OUT_LABEL, signInLabels } from '../labels/shell-pages.ts';
// PX-59-001: the sign-in sequence the store's signIn runs comes with this page, not with the entry.
import '../app/store/sign-in.ts';
import './pages.css';

function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toasts = useToasts();
  const labels = signInLabels;
  const [state, send, signIn] = useMachine(
    signInMachine.provide({
      actors: {
        signIn: fromPromise(async ({ input }) => {
          const outcome = await session.signIn(input.username, input.password);
          // CC-8-021, CC-8-022: guest-cart products that could not be kept are reported in a toast,
          // shown wherever the buyer is by then (the container is the whole app's).
          void outcome.guestCart.then((toast) => toast && toasts.show(toast)).catch(() => undefined);
          dispatchInteraction(loginInteraction());
          return outcome;
        }),
      },
    }),
  );
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const failureId = useId();
  const { problems, failure, attempts, username, password } = state.context;
  const submitting = state.matches('submitting');

  useEffect(() => {
    const signedIn = signIn.on('signedIn', () => void navigate('/', { replace: true }));
    return () => signedIn.unsubscribe();
  }, [signIn, navigate]);

  // After a refused submit, take the user to what needs fixing.
  useEffect(() => {
    if (attempts === 0) return;
    if (problems.username) usernameRef.current?.focus();
    else if (problems.password) passwordRef.current?.focus();
    else if (failure) failureRef.current?.focus();
  }, [attempts, problems, failure]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const edit = (field: SignInField) => (event: { currentTarget: HTMLInputElement }) => send({ type: 'EDIT', field, value: event.currentTarget.value });

  if (session.isSignedIn && !submitting && !state.matches('signedIn')) {
    const name = [session.session?.profile?.firstName, session.session?.profile?.lastName].filter(Boolean).join(' ') || session.session?.profile?.userName || '';
    return (
      <section className="page-container page page--narrow" aria-labelledby="login-title">
        <title>{`${labels.title} — Kestrel Ridge Medical`}</title>
        <h1 id="login-title">{labels.title}</h1>
        <p>{labels.alreadySignedIn(name)}</p>
        <div className="page__actions">
          <Link className="button" to="/">
            {labels.continueShopping}
          </Link>
          <button type="button" className="button button--secondary" onClick={() => session.signOut()}>
            {SIGN_OUT_LABEL}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="page-container page page--narrow" aria-labelledby="login-title">
      <title>{`${labels.title} — Kestrel Ridge Medical`}</title>
      <h1 id="login-title">{labels.title}</h1>
      <p>{labels.intro}</p>
      {failure ? (
        <div className="form-alert" role="alert" id={failureId} tabIndex={-1} ref={failureRef} data-testid="sign-in-error">
          {failure.message ?? labels.failed}
        </div>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={submitting || undefined}>
        <UserNameField label={labels.username} inputRef={usernameRef} value={username} onChange={edit('username')} error={problems.username ? labels.required.username : undefined} />
        <TextField
          label={labels.password}
          inputRef={passwordRef}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={edit('password')}
          error={problems.password ? labels.required.password : undefined}
        />
        <div className="form__actions">
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? labels.submitting : labels.submit}
          </button>
          <Link to="/forgot-password">{labels.forgot}</Link>
        </div>
      </form>
      <p className="page__note">
        {labels.register} <Link to={accountPaths.register}>{labels.registerLink}</Link>
      </p>
    </section>
  );
}

export default LoginPage;
