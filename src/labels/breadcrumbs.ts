// The breadcrumbs' words, in a file of their own: index.html's early reads lay the product page's
// breadcrumbs out with them (PX-39-001) without taking in all of the catalogue's words.
import { translatable } from '../i18n/translate.ts';

export const breadcrumbLabels = {
  breadcrumbs: 'Breadcrumb',
  home: 'Home',
};

translatable({ breadcrumbLabels });
