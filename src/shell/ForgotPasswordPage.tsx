// Forgot password (SH-2-005): asks the store to e-mail a reset link for a user name.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useApi } from '../app/store/parts.tsx';
import { passwordApis } from '../api/adapters/account.ts';
import { UserNameField } from '../components/forms/TextField.tsx';
import { forgotPasswordLabels } from '../labels/shell-pages.ts';
import './pages.css';

type Status = 'editing' | 'sending' | 'sent' | 'failed';

function ForgotPasswordPage() {
  const api = useApi();
  const labels = forgotPasswordLabels;
  const [username, setUsername] = useState('');
  const [status, setStatus] = useState<Status>('editing');
  const [missing, setMissing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = username.trim();
    if (trimmed === '') {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    setMissing(false);
    setStatus('sending');
    try {
      await passwordApis(api).requestReset(trimmed);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <section className="page-container page page--narrow" aria-labelledby="forgot-title">
      <title>{`${labels.title} — Kestrel Ridge Medical`}</title>
      <h1 id="forgot-title">{labels.title}</h1>
      {status === 'sent' ? (
        <div className="form-notice" role="status" data-testid="reset-sent">
          {labels.sent}
        </div>
      ) : (
        <>
          <p>{labels.intro}</p>
          {status === 'failed' ? (
            <div className="form-alert" role="alert">
              {labels.failed}
            </div>
          ) : null}
          <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
            <UserNameField label={labels.username} inputRef={inputRef} value={username} onChange={(event) => setUsername(event.currentTarget.value)} error={missing ? labels.required : undefined} />
            <div className="form__actions">
              <button type="submit" className="button" disabled={status === 'sending'}>
                {status === 'sending' ? labels.submitting : labels.submit}
              </button>
            </div>
          </form>
        </>
      )}
      <p>
        <Link to="/login">{labels.backToSignIn}</Link>
      </p>
    </section>
  );
}

export default ForgotPasswordPage;
