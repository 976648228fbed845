// Regional customer-service contacts per business line (SH-1-020, SH-1-021). Telephone numbers
// come from ranges reserved for fictional use (North America 555-0100…0199, Germany's 030 23125,
// France's 01 99 00, Australia's 02 5550); New Zealand is served by the Australasian centre
// because we know of no reserved New Zealand range. E-mail addresses use the reserved .example domain.
import { translatable } from '../i18n/translate.ts';

type BusinessLine = 'Neurology' | 'Sensory';

interface RegionalContact {
  businessLine: BusinessLine;
  phone: string;
  /** The number as dialled (tel: link). */
  tel: string;
  email: string;
  hours: string;
}

export interface ContactRegion {
  id: string;
  region: string;
  note?: string;
  contacts: readonly RegionalContact[];
}

export const contactIntro = {
  title: 'Contact us',
  summary: 'Reach the customer-service team for your region and business line.',
  general: 'For anything else, write to support@kestrelridge.example and we will route your message to the right team within one business day.',
  urgent: 'For a product problem affecting a patient, call your regional number and choose the quality option; it is staffed during the hours shown.',
} as const;

export const contactRegions: readonly ContactRegion[] = [
  {
    id: 'us',
    region: 'United States',
    contacts: [
      { businessLine: 'Neurology', phone: '+1 (312) 555-0101', tel: '+13125550101', email: 'neuro-us@kestrelridge.example', hours: 'Monday to Friday, 8:00–18:00 Central Time' },
      { businessLine: 'Sensory', phone: '+1 (312) 555-0102', tel: '+13125550102', email: 'sensory-us@kestrelridge.example', hours: 'Monday to Friday, 8:00–18:00 Central Time' },
    ],
  },
  {
    id: 'ca',
    region: 'Canada',
    note: 'Service in English and French.',
    contacts: [
      { businessLine: 'Neurology', phone: '+1 (416) 555-0103', tel: '+14165550103', email: 'neuro-ca@kestrelridge.example', hours: 'Monday to Friday, 8:00–18:00 Eastern Time' },
      { businessLine: 'Sensory', phone: '+1 (514) 555-0104', tel: '+15145550104', email: 'sensory-ca@kestrelridge.example', hours: 'Monday to Friday, 8:00–18:00 Eastern Time' },
    ],
  },
  {
    id: 'de',
    region: 'Germany',
    note: 'Service in German and English.',
    contacts: [
      { businessLine: 'Neurology', phone: '+49 30 23125 105', tel: '+493023125105', email: 'neuro-de@kestrelridge.example', hours: 'Montag bis Freitag, 8:00–17:00 Uhr' },
      { businessLine: 'Sensory', phone: '+49 30 23125 106', tel: '+493023125106', email: 'sensory-de@kestrelridge.example', hours: 'Montag bis Freitag, 8:00–17:00 Uhr' },
    ],
  },
  {
    id: 'fr',
    region: 'France',
    note: 'Service in French and English.',
    contacts: [
      { businessLine: 'Neurology', phone: '+33 1 99 00 01 07', tel: '+33199000107', email: 'neuro-fr@kestrelridge.example', hours: 'Du lundi au vendredi, 8 h 30 – 17 h 30' },
      { businessLine: 'Sensory', phone: '+33 1 99 00 01 08', tel: '+33199000108', email: 'sensory-fr@kestrelridge.example', hours: 'Du lundi au vendredi, 8 h 30 – 17 h 30' },
    ],
  },
  {
    id: 'au',
    region: 'Australia',
    contacts: [
      { businessLine: 'Neurology', phone: '+61 2 5550 0109', tel: '+61255500109', email: 'neuro-au@kestrelridge.example', hours: 'Monday to Friday, 8:30–17:00 AEST' },
      { businessLine: 'Sensory', phone: '+61 2 5550 0110', tel: '+61255500110', email: 'sensory-au@kestrelridge.example', hours: 'Monday to Friday, 8:30–17:00 AEST' },
    ],
  },
  {
    id: 'nz',
    region: 'New Zealand',
    note: 'Served by our Australasian customer-service centre in Sydney; e-mail reaches the New Zealand team directly.',
    contacts: [
      { businessLine: 'Neurology', phone: '+61 2 5550 0111', tel: '+61255500111', email: 'neuro-nz@kestrelridge.example', hours: 'Monday to Friday, 8:30–17:00 NZST' },
      { businessLine: 'Sensory', phone: '+61 2 5550 0112', tel: '+61255500112', email: 'sensory-nz@kestrelridge.example', hours: 'Monday to Friday, 8:30–17:00 NZST' },
    ],
  },
  {
    id: 'other',
    region: 'Other regions',
    note: 'Outside our direct markets, we help you directly or put you in touch with an authorised distributor near you.',
    contacts: [
      { businessLine: 'Neurology', phone: '+1 (312) 555-0199', tel: '+13125550199', email: 'neuro-other@kestrelridge.example', hours: 'Monday to Friday, 8:00–18:00 Central Time' },
      { businessLine: 'Sensory', phone: '+1 (312) 555-0198', tel: '+13125550198', email: 'sensory-other@kestrelridge.example', hours: 'Monday to Friday, 8:00–18:00 Central Time' },
    ],
  },
];

translatable({ contactIntro, contactRegions });
