// The German labels: every catalogue file of this folder, one chunk, in use as it loads.
import { useCatalogueFiles, type Messages } from '../../i18n/apply-catalogue.ts';

export const messages = useCatalogueFiles(import.meta.glob<Messages>('./*.json', { eager: true, import: 'default' }));
