// Words of the header's search box, apart from the catalogue pages' (labels/catalogue.ts) since every
// page shows the box.
export const searchLabels = {
  label: 'Search products',
  placeholder: 'Search by keyword or SKU',
  button: 'Search',
  clear: 'Clear search',
  suggestions: 'Search suggestions',
  /** Read out after the typed term settles (CC-4-011); an empty term reads `cleared`. */
  announceTerm: (term: string) => `Search term ${term}`,
  cleared: 'Search cleared',
  announceCount: (count: number) => (count === 1 ? '1 suggestion available' : `${count} suggestions available`),
} as const;
