// The maker's other applications, listed by the app launcher of the navigation menu (SH-2-107).
// Kestrel Ridge Medical is fictional; every address is on the reserved .example domain.
import { translatable } from '../i18n/translate.ts';

export interface MakerApp {
  id: string;
  name: string;
  description: string;
  href: string;
}

export const makerApps: readonly MakerApp[] = [
  {
    id: 'service-portal',
    name: 'Service portal',
    description: 'Book repairs, preventive maintenance and calibration for your devices, and follow each job.',
    href: 'https://service.kestrelridge.example',
  },
  {
    id: 'training-academy',
    name: 'Training academy',
    description: 'Courses and certificates for EEG, EMG, sleep and audiology teams, online or at your clinic.',
    href: 'https://academy.kestrelridge.example',
  },
  {
    id: 'device-registration',
    name: 'Device registration',
    description: 'Register devices by serial number for warranty, safety notices and software updates.',
    href: 'https://register.kestrelridge.example',
  },
  {
    id: 'document-library',
    name: 'Document library',
    description: 'Instructions for use, safety data sheets and certificates of conformity by product.',
    href: 'https://docs.kestrelridge.example',
  },
];

translatable({ makerApps });
