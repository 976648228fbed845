// The registration thank-you page (SH-2-007): what happens next (SH-1-015..SH-1-017).
import { Link } from 'react-router';
import { HOME_PATH } from '../content/site.ts';
import { registerThanksLabels as labels, SITE_NAME } from '../labels/registration.ts';
import '../shell/pages.css';

function RegisterThanksPage() {
  return (
    <section className="page-container page page--narrow" aria-labelledby="register-thanks-title">
      <title>{`${labels.title} — ${SITE_NAME}`}</title>
      <h1 id="register-thanks-title">{labels.title}</h1>
      <p>{labels.body}</p>
      <p>{labels.approved}</p>
      <p>{labels.declined}</p>
      <p>
        <Link className="button" to={HOME_PATH}>
          {labels.home}
        </Link>
      </p>
    </section>
  );
}

export default RegisterThanksPage;
