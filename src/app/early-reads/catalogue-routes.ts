// The catalogue pages' route preloads (PX-05-022): per page, the modules its first content waits for
// beyond the entry, which index.html asks for while the entry downloads (vite.config.ts merges this
// list with the cart's and the account pages'; build/plugins/index-html-scripts.ts turns modules into
// files). Its page and the API areas of its first requests; Home needs nothing more than the entry.
const CONTEXT_AREAS = ['src/api/context.ts', 'src/api/client.ts'];

export const CATALOGUE_ROUTE_MODULES: Record<string, string[]> = {
  '/search': ['src/catalogue/listing/SearchPage.tsx', 'src/api/search.ts', 'src/api/catalogue.ts', ...CONTEXT_AREAS],
  '/category/*': ['src/catalogue/listing/CategoryPage.tsx', 'src/api/catalogue.ts', 'src/api/search.ts', ...CONTEXT_AREAS],
  '/product/*': ['src/catalogue/product/ProductPage.tsx', 'src/api/catalogue.ts', ...CONTEXT_AREAS],
};
