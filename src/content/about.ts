import { translatable } from '../i18n/translate.ts';
import type { ContentPage } from './types.ts';

export const aboutPage: ContentPage = {
  path: '/aboutus',
  title: 'About Kestrel Ridge Medical',
  summary: 'We design and make diagnostic supplies and devices for neurology and sensory clinics.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        'Kestrel Ridge Medical makes the consumables and devices that neurophysiology, sleep, audiology, vestibular and eye-care teams rely on every day: electrodes, sensors, probe tips, caps and the accessories that connect them to the instruments already in your clinic.',
        'We were founded by clinical engineers who spent years on the hospital side of the bench. That is still how we work: every product starts with a conversation with the technologists, audiologists and physicians who will use it.',
      ],
    },
    {
      id: 'business-lines',
      heading: 'Our two business lines',
      list: [
        'Neurology — EEG electrodes and caps, EMG and nerve-conduction electrodes, intraoperative neuromonitoring probes and sleep-study sensors.',
        'Sensory — audiology supplies such as tympanometry and OAE probe tips, vestibular testing accessories, and consumables for ophthalmic diagnostics.',
      ],
    },
    {
      id: 'quality',
      heading: 'Quality you can document',
      paragraphs: [
        'Our products are made under a quality management system designed for medical devices. Each lot is traceable from raw material to your purchase order, and lot numbers appear on every packing list so your team can record them with the study.',
        'Instructions for use, material declarations and sterilisation certificates are available for every product; ask customer service for the documents your accreditation requires.',
      ],
    },
    {
      id: 'where-we-serve',
      heading: 'Where we serve',
      paragraphs: [
        'This business store serves clinics, hospitals, health systems and authorised distributors in the United States, Canada, Germany, France, Australia and New Zealand, each with local pricing, currency and customer service.',
      ],
    },
    {
      id: 'business-store',
      heading: 'Why a business store',
      paragraphs: [
        'Signed-in buyers see their negotiated and volume prices, order against their account’s payment terms, keep wishlists for repeat orders and schedule standing orders that ship on a fixed rhythm. Buyers who manage several sites can switch between accounts without signing out.',
      ],
    },
  ],
};

translatable({ aboutPage });
