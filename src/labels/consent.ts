// Labels of the cookie consent banner (PX-06-023, PX-06-024); the project's wording. The banner
// loads on demand, so its labels live apart from the shell's.
import type { ConsentCategory } from '../../machines/consent/recommendations-cookie.ts';

export const consentLabels = {
  region: 'Cookie consent',
  title: 'Your cookie choices',
  intro:
    'We use essential cookies to run this store. With your consent we also remember your preferences, measure how the store is used to improve product recommendations, and support marketing.',
  privacyLink: 'Read our privacy policy',
  privacyHref: '/privacy',
  acceptAll: 'Accept all',
  essentialOnly: 'Essential only',
  customise: 'Choose categories',
  save: 'Save choices',
  back: 'Back',
  categoriesLegend: 'Cookie categories',
  alwaysOn: '(always on)',
  saved: 'Your cookie choices are saved.',
  categories: {
    essential: { name: 'Essential', description: 'Sign-in, cart and security. The store cannot work without them.' },
    preferences: { name: 'Preferences', description: 'Remember choices such as your country and language.' },
    statistics: { name: 'Statistics', description: 'Measure how the store is used and improve product recommendations.' },
    marketing: { name: 'Marketing', description: 'Show you relevant offers from Kestrel Ridge Medical.' },
  } satisfies Record<ConsentCategory, { name: string; description: string }>,
} as const;
