// The promo banners' words: a module of their own, since the banners load after the page's content and
// the header's labels are part of Home's first load.
import { translatable } from '../i18n/translate.ts';

export const promoBannerLabels = {
  region: 'Account notices',
  dismiss: (title: string) => `Dismiss the notice: ${title}`,
} as const;

translatable({ promoBannerLabels });
