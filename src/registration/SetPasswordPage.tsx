// The set-password page (PX-17-006): opened from the approval e-mail's one-time link (or a reset
// link), it shows the password rules, checks them and sets the password with the link's token. The
// behaviour is the password-form machine's; this view renders it.
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../app/store/parts.tsx';
import { passwordApis } from '../api/adapters/account.ts';
import { PasswordFormUi } from '../components/password/PasswordFormUi.tsx';
import { usePasswordForm } from '../components/password/usePasswordForm.ts';
import { LOGIN_PATH } from '../content/site.ts';
import { setPasswordLabels as labels, SITE_NAME } from '../labels/registration.ts';
import '../shell/pages.css';
import './registration.css';

function SetPasswordPage() {
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = usePasswordForm(false, ({ password }) => passwordApis(api).reset(token, password));

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
  if (form.done) {
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
  const { failure } = form;
  return frame(
    <>
      <p>{labels.intro}</p>
      <PasswordFormUi
        texts={labels}
        askCurrent={false}
        values={form.values}
        show={form.show}
        busy={form.busy}
        problems={form.problems}
        alert={
          failure ? (
            <>
              <p className="registration__banner">{failure.message ?? labels.failed}</p>
              {failure.status === 410 ? <Link to="/forgot-password">{labels.requestNew}</Link> : null}
            </>
          ) : null
        }
        onEdit={form.edit}
        onToggleShow={form.toggleShow}
        onSubmit={form.submitForm}
      />
    </>,
  );
}

export default SetPasswordPage;
