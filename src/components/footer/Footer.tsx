// The footer bound to the site: links are the site origin plus their configured paths (SH-2-060),
// terms / privacy / all-rights-reserved as given (SH-2-061, SH-2-062), the year is the current one.
import { CARD_LOGO_SIZE_PX } from '../../../machines/layout/constants.ts';
import { copyrightYear, givenLink, siteLink } from '../../../machines/layout/footer-links.ts';
import { openCookiePreferences } from '../../analytics/consent.ts';
import { cardBrands, company, footerGivenLinks } from '../../content/footer.ts';
import { footerPaths, storeLogo } from '../../content/site.ts';
import { footerLabels } from '../../labels/shell.ts';
import { FooterUi, type FooterColumn } from './FooterUi.tsx';

export interface FooterProps {
  /** The site origin; the page's own by default. */
  origin?: string;
  now?: Date;
}

export function Footer({ origin = typeof window === 'undefined' ? '' : window.location.origin, now = new Date() }: FooterProps) {
  const labels = footerLabels;
  const at = (path: string) => siteLink(origin, path);
  const columns: FooterColumn[] = [
    {
      id: 'customer-service',
      heading: labels.customerService,
      links: [
        { label: labels.contact, href: at(footerPaths.contact) },
        { label: labels.wishlist, href: at(footerPaths.wishlist) },
        { label: labels.account, href: at(footerPaths.account) },
        { label: labels.customerServicePage, href: at(footerPaths.customerService) },
      ],
    },
    {
      id: 'store-policy',
      heading: labels.storePolicy,
      links: [
        { label: labels.terms, href: givenLink(footerGivenLinks.terms), newWindow: true },
        { label: labels.privacy, href: givenLink(footerGivenLinks.privacy) },
        { label: labels.storePolicies, href: at(footerPaths.storePolicies) },
        { label: labels.shippingReturns, href: at(footerPaths.shippingReturns) },
      ],
    },
    {
      id: 'helpful-links',
      heading: labels.helpfulLinks,
      links: [
        { label: labels.aboutUs, href: at(footerPaths.aboutUs) },
        { label: labels.faqs, href: at(footerPaths.faqs) },
        { label: labels.paymentMethodsPage, href: at(footerPaths.paymentMethods) },
        { label: company.name, href: company.publicWebsite },
      ],
    },
  ];
  return (
    <FooterUi
      label={labels.region}
      banner={{ href: company.publicWebsite, logoSrc: storeLogo.imageUrl, logoAlt: labels.bannerLogoAlt }}
      columns={columns}
      payments={{
        heading: labels.paymentMethods,
        cards: cardBrands,
        cardSize: CARD_LOGO_SIZE_PX,
        copyright: labels.copyright(copyrightYear(now), company.name),
        allRightsReserved: { label: labels.allRightsReserved, href: givenLink(footerGivenLinks.allRightsReserved) },
      }}
      newTabNote={labels.opensInNewTab}
      fictionalNote={labels.fictional}
      cookiePreferences={{ label: labels.cookiePreferences, onOpen: openCookiePreferences }}
    />
  );
}
