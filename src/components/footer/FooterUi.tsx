// The footer as props (SH-2-053..SH-2-065): a banner with the company logo linking to the public
// website, then four columns — Customer Service, Store Policy, Helpful Links, and Payment Methods
// with the card-brand logos and the copyright line.
import { SiteLink } from './SiteLink.tsx';
import './Footer.css';

interface FooterLink {
  label: string;
  href: string;
  /** Opens in a new window without opener or referrer; the link gains the new-tab note. */
  newWindow?: boolean;
}

export interface FooterColumn {
  id: string;
  heading: string;
  links: readonly FooterLink[];
}

interface FooterPayments {
  heading: string;
  cards: readonly { id: string; name: string; src: string }[];
  /** Card logo edge in CSS pixels (SH-2-058). */
  cardSize: number;
  /** Text before the all-rights-reserved link, e.g. '© 2026 Kestrel Ridge Medical. '. */
  copyright: string;
  allRightsReserved: FooterLink;
}

export interface FooterUiProps {
  label: string;
  banner: { href: string; logoSrc: string; logoAlt: string };
  columns: readonly FooterColumn[];
  payments: FooterPayments;
  newTabNote: string;
  fictionalNote: string;
  /** 'Cookie preferences': reopens the consent banner (PX-06-023). */
  cookiePreferences?: { label: string; onOpen(): void };
}

function FooterAnchor({ link, newTabNote }: { link: FooterLink; newTabNote: string }) {
  return link.newWindow ? (
    <SiteLink href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
      <span className="visually-hidden"> {newTabNote}</span>
    </SiteLink>
  ) : (
    <SiteLink href={link.href}>{link.label}</SiteLink>
  );
}

export function FooterUi({ label, banner, columns, payments, newTabNote, fictionalNote, cookiePreferences }: FooterUiProps) {
  return (
    <footer className="site-footer" aria-label={label}>
      <div className="site-footer__banner" data-testid="footer-banner">
        <div className="page-container">
          <a href={banner.href} className="site-footer__banner-link">
            <img src={banner.logoSrc} alt={banner.logoAlt} width={240} height={48} decoding="async" />
          </a>
        </div>
      </div>
      <div className="page-container site-footer__grid" data-testid="footer-columns">
        {columns.map((column) => (
          <section key={column.id} className="site-footer__column" aria-labelledby={`footer-${column.id}`} data-testid={`footer-column-${column.id}`}>
            <h2 id={`footer-${column.id}`} className="site-footer__heading">
              {column.heading}
            </h2>
            <ul className="site-footer__links">
              {column.links.map((link) => (
                <li key={link.label}>
                  <FooterAnchor link={link} newTabNote={newTabNote} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="site-footer__column" aria-labelledby="footer-payment-methods" data-testid="footer-column-payment-methods">
          <h2 id="footer-payment-methods" className="site-footer__heading">
            {payments.heading}
          </h2>
          <ul className="site-footer__cards">
            {payments.cards.map((card) => (
              <li key={card.id}>
                <img src={card.src} alt={card.name} width={payments.cardSize} height={payments.cardSize} decoding="async" />
              </li>
            ))}
          </ul>
          <p className="site-footer__copyright" data-testid="footer-copyright">
            {payments.copyright}
            <FooterAnchor link={payments.allRightsReserved} newTabNote={newTabNote} />
          </p>
        </section>
      </div>
      <div className="page-container site-footer__bottom">
        {cookiePreferences ? (
          <button type="button" className="site-footer__preferences" onClick={cookiePreferences.onOpen}>
            {cookiePreferences.label}
          </button>
        ) : null}
        <p className="site-footer__fictional">{fictionalNote}</p>
      </div>
    </footer>
  );
}
