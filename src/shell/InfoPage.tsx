// An editorial footer page rendered from src/content (SH-2-020..SH-2-028).
import { Link } from 'react-router';
import type { ContentPage, ContentSection } from '../content/types.ts';
import { infoLabels } from '../labels/shell-pages.ts';
import './pages.css';

function SectionBody({ section }: { section: ContentSection }) {
  return (
    <>
      {section.paragraphs?.map((text) => <p key={text}>{text}</p>)}
      {section.list ? (
        <ul className="info-list">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.questions ? (
        <dl className="faq-list">
          {section.questions.map(({ question, answer }) => (
            <div key={question} className="faq-item">
              <dt>{question}</dt>
              <dd>{answer}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.links ? (
        <ul className="info-links">
          {section.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function InfoPage({ page }: { page: ContentPage }) {
  return (
    <article className="page-container page info-page" aria-labelledby="info-title">
      <title>{`${page.title} — Kestrel Ridge Medical`}</title>
      <div className="page__header">
        <h1 id="info-title">{page.title}</h1>
        <p className="page__summary">{page.summary}</p>
        {page.updated ? <p className="page__updated">{infoLabels.updated(page.updated)}</p> : null}
      </div>
      {page.sections.length > 3 ? (
        <nav className="info-toc" aria-label={infoLabels.onThisPage}>
          <ul>
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.sections.map((section) => (
        <section key={section.id} id={section.id} className="info-section" aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          <SectionBody section={section} />
        </section>
      ))}
    </article>
  );
}
