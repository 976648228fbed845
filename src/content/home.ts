// The home page's editorial content: the two business lines with their main categories (the
// catalogue's anchor tree: docs/CONVENTIONS.md) and why clinics order here.
import { translatable } from '../i18n/translate.ts';

export interface HomeCategoryLink {
  label: string;
  urlName: string;
  categoryId: string;
}

export interface BusinessLineCard {
  id: string;
  name: string;
  image: string;
  description: string;
  category: HomeCategoryLink;
  subcategories: readonly HomeCategoryLink[];
}

export const categoryPath = (link: HomeCategoryLink) => `/category/${link.urlName}/${link.categoryId}`;

export const businessLines: readonly BusinessLineCard[] = [
  {
    id: 'neurology',
    name: 'Neurology',
    image: '/assets/line-neurology.svg',
    description: 'Consumables and accessories for EEG, EMG and nerve conduction, intraoperative neuromonitoring and sleep diagnostics.',
    category: { label: 'Neurology', urlName: 'neurology', categoryId: '0ZG000000000001' },
    subcategories: [
      { label: 'Neurodiagnostics', urlName: 'neurodiagnostics', categoryId: '0ZG000000000011' },
      { label: 'Intraoperative Neuromonitoring', urlName: 'intraoperative-neuromonitoring', categoryId: '0ZG000000000012' },
      { label: 'Sleep Diagnostics', urlName: 'sleep-diagnostics', categoryId: '0ZG000000000013' },
    ],
  },
  {
    id: 'sensory',
    name: 'Sensory',
    image: '/assets/line-sensory.svg',
    description: 'Consumables and accessories for audiology, vestibular testing and ophthalmic diagnostics.',
    category: { label: 'Sensory', urlName: 'sensory', categoryId: '0ZG000000000002' },
    subcategories: [
      { label: 'Audiology', urlName: 'audiology', categoryId: '0ZG000000000021' },
      { label: 'Vestibular', urlName: 'vestibular', categoryId: '0ZG000000000022' },
      { label: 'Ophthalmic Diagnostics', urlName: 'ophthalmic-diagnostics', categoryId: '0ZG000000000023' },
    ],
  },
];

export const homeReasons: readonly { title: string; text: string }[] = [
  { title: 'Your prices, your terms', text: 'Signed-in buyers see negotiated and volume prices and pay by purchase order on their account’s terms.' },
  { title: 'Repeat orders made easy', text: 'Keep wishlists of the supplies you reorder and schedule standing orders that ship on your rhythm.' },
  { title: 'Traceable to the lot', text: 'Every packing list carries lot numbers, and product documents are one request away.' },
  { title: 'People who know the bench', text: 'Regional teams for neurology and sensory products answer in your language and time zone.' },
];

translatable({ businessLines, homeReasons });
