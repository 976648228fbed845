// Where index.html's early script leaves the page language's catalogue as it loads (a promise),
// for the entry to wait on before the first render. English pages have none.
export const CATALOGUE_GLOBAL = '__catalogue';

export interface CatalogueWindow {
  [CATALOGUE_GLOBAL]?: Promise<unknown>;
}

/** The language of a locale segment's page ('fr' for /fr-CA/…), from its locale ('fr-CA'). */
export const languageOf = (locale: string) => locale.split('-')[0]!.toLowerCase();
