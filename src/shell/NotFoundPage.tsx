import { Link } from 'react-router';
import { notFoundLabels } from '../labels/shell-pages.ts';
import './pages.css';

function NotFoundPage() {
  const labels = notFoundLabels;
  return (
    <section className="page-container page" aria-labelledby="not-found-title">
      <title>{`${labels.title} — Kestrel Ridge Medical`}</title>
      <h1 id="not-found-title">{labels.title}</h1>
      <p>{labels.body}</p>
      <p>
        <Link to="/">{labels.home}</Link>
      </p>
    </section>
  );
}

export default NotFoundPage;
