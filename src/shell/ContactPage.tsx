// Contact us (SH-2-021): the regional customer-service contacts per business line (SH-1-020, SH-1-021).
import { Link } from 'react-router';
import { contactIntro, contactRegions } from '../content/contact.ts';
import { contactLabels } from '../labels/shell-pages.ts';
import './pages.css';

function ContactPage() {
  return (
    <article className="page-container page" aria-labelledby="contact-title">
      <title>{`${contactIntro.title} — Kestrel Ridge Medical`}</title>
      <div className="page__header">
        <h1 id="contact-title">{contactIntro.title}</h1>
        <p className="page__summary">{contactIntro.summary}</p>
      </div>
      <p>{contactIntro.general}</p>
      <p className="page__note">{contactIntro.urgent}</p>
      <div className="contact-regions">
        {contactRegions.map((region) => (
          <section key={region.id} className="contact-region" aria-labelledby={`region-${region.id}`} data-testid={`contact-region-${region.id}`}>
            <h2 id={`region-${region.id}`}>{region.region}</h2>
            {region.note ? <p className="contact-region__note">{region.note}</p> : null}
            <div className="contact-region__lines">
              {region.contacts.map((contact) => (
                <div key={contact.businessLine} className="contact-card">
                  <h3>{contact.businessLine}</h3>
                  <dl>
                    <div>
                      <dt>{contactLabels.phone}</dt>
                      <dd>
                        <a href={`tel:${contact.tel}`}>{contact.phone}</a>
                      </dd>
                    </div>
                    <div>
                      <dt>{contactLabels.email}</dt>
                      <dd>
                        <a href={`mailto:${contact.email}`}>{contact.email}</a>
                      </dd>
                    </div>
                    <div>
                      <dt>{contactLabels.hours}</dt>
                      <dd>{contact.hours}</dd>
                    </div>
                  </dl>
                </div>
              ))}
            </div>
          </section>
        ))}
      </div>
      <p>
        <Link to="/customer-service">{contactLabels.serviceLink}</Link>
      </p>
    </article>
  );
}

export default ContactPage;
