// The cart's and the checkout's route preloads (PX-05-022, PX-22-001): per page, the modules its first
// screen waits for beyond the entry, which index.html asks for while the entry downloads (vite.config.ts
// merges this list into its own; build/plugins/index-html-scripts.ts turns modules into files). An
// explicit list, one line a page: the page module, the API areas of its first reads (src/api/registry.ts
// loads an area on its first call, one step after the page's code, so an unlisted area is one more
// round trip before the page's content) and the promo banner, which sits above the header for the
// signed-in buyers these pages are mostly for, so it is best in place with the first screen.
import { CART_PATH } from '../../content/site.ts';

const CONTEXT_AREAS = ['src/api/context.ts', 'src/api/client.ts'];
const PROMO_BANNER = 'src/components/promo-banner/PromoBanner.tsx';

export const CART_CHECKOUT_ROUTE_MODULES: Record<string, string[]> = {
  // The cart's lines and totals (cart area).
  [CART_PATH]: ['src/cart/CartPage.tsx', 'src/api/cart.ts', ...CONTEXT_AREAS, PROMO_BANNER],
  // The cart's summary and lines (cart), the checkout (checkout), the address book (addresses) and the
  // address form's countries (context).
  '/checkout': ['src/checkout/CheckoutPage.tsx', 'src/api/cart.ts', 'src/api/checkout.ts', 'src/api/addresses.ts', ...CONTEXT_AREAS, PROMO_BANNER],
};
