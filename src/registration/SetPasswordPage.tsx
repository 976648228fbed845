// The set-password page (PX-17-006): opened from the approval e-mail's one-time link (or a reset
// link), it shows the password rules, checks them and sets the password with the link's token.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_RULES } from '../../machines/constants/registration.ts';
import { meetsPasswordRules, passwordRuleStates } from '../../machines/registration/password-rules.ts';
import { ApiError } from '../api/errors.ts';
import { useApi } from '../app/store/parts.tsx';
import { LOGIN_PATH } from '../content/site.ts';
import { setPasswordLabels as labels, SITE_NAME } from '../labels/registration.ts';
import '../shell/pages.css';
import './registration.css';

type Status = 'editing' | 'sending' | 'done';

function PasswordField(props: { label: string; value: string; onChange: (value: string) => void; show: boolean; error: string | undefined; describedBy?: string }) {
  const ids = { input: useId(), error: useId() };
  const describedBy = [props.describedBy, props.error ? ids.error : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form__field">
      <label htmlFor={ids.input}>{props.label}</label>
      <input
        id={ids.input}
        type={props.show ? 'text' : 'password'}
        autoComplete="new-password"
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      {props.error ? (
        <p className="form__error" id={ids.error}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function SetPasswordPage() {
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [show, setShow] = useState(false);
  const [status, setStatus] = useState<Status>('editing');
  const [problem, setProblem] = useState<{ message: string; expired: boolean } | undefined>();
  const [checked, setChecked] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const ids = { rules: useId() };
  const mismatch = checked && confirm !== password;
  const weak = checked && !meetsPasswordRules(password);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!meetsPasswordRules(password) || confirm !== password) return;
    setStatus('sending');
    setProblem(undefined);
    try {
      await api.auth.resetPassword({ token, newPassword: password });
      setStatus('done');
    } catch (error) {
      const known = error instanceof ApiError ? error.errors[0]?.message : undefined;
      setProblem({ message: known || labels.failed, expired: error instanceof ApiError && error.status === 410 });
      setStatus('editing');
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  const frame = (body: ReactNode) => (
    <section className="page-container page page--narrow" aria-labelledby="set-password-title">
      <title>{`${labels.title} — ${SITE_NAME}`}</title>
      <h1 id="set-password-title">{labels.title}</h1>
      {body}
    </section>
  );

  if (!token) {
    return frame(
      <>
        <p>{labels.missingToken}</p>
        <p>
          <Link to="/forgot-password">{labels.requestNew}</Link>
        </p>
      </>,
    );
  }
  if (status === 'done') {
    return frame(
      <>
        <div className="form-notice" role="status">
          {labels.done}
        </div>
        <p>
          <Link className="button" to={LOGIN_PATH}>
            {labels.signIn}
          </Link>
        </p>
      </>,
    );
  }
  const states = passwordRuleStates(password);
  return frame(
    <>
      <p>{labels.intro}</p>
      {problem ? (
        <div className="form-alert" role="alert" tabIndex={-1} ref={alertRef}>
          <p className="registration__banner">{problem.message}</p>
          {problem.expired ? <Link to="/forgot-password">{labels.requestNew}</Link> : null}
        </div>
      ) : null}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div id={ids.rules}>
          <p className="registration__banner">{labels.rules}</p>
          <ul className="password-rules">
            {PASSWORD_RULES.map((rule) => {
              const state = states.find((s) => s.rule === rule);
              return (
                <li key={rule} data-met={state ? String(state.met) : undefined}>
                  {rule}
                  {state?.met ? <span className="visually-hidden"> (met)</span> : null}
                </li>
              );
            })}
          </ul>
        </div>
        <PasswordField
          label={labels.password}
          value={password}
          onChange={setPassword}
          show={show}
          error={weak ? labels.weak : undefined}
          describedBy={ids.rules}
        />
        <PasswordField label={labels.confirm} value={confirm} onChange={setConfirm} show={show} error={mismatch ? labels.mismatch : undefined} />
        <label className="registration__choice">
          <input type="checkbox" checked={show} onChange={(event) => setShow(event.currentTarget.checked)} />
          {labels.show}
        </label>
        <div className="form__actions">
          <button type="submit" className="button" disabled={status === 'sending'}>
            {status === 'sending' ? labels.submitting : labels.submit}
          </button>
        </div>
      </form>
    </>,
  );
}

export default SetPasswordPage;
