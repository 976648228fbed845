// The one route matcher of the app frame: which pages a route names. Used by index.html's early-reads
// script (route preloads, the session-first screens) and by the signed-in pages, so both read a route alike.

/**
 * PX-42-001: a route `/orders` covers `/orders` and `/orders/`; a route `/orders/*` covers only the
 * addresses below it (`/orders/KRM-100001`), not `/orders/`, which is the list with a trailing slash
 * (react-router shows the list there), so the list's address never takes the detail page's code.
 */
export function routeCovers(route: string, path: string): boolean {
  if (!route.endsWith('/*')) return path === route || path === `${route}/`;
  const prefix = route.slice(0, -1);
  return path.length > prefix.length && path.startsWith(prefix);
}
