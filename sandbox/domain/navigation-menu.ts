// PX-80-001: the navigation menu of the account a buyer acts for. The store's top categories are its
// business lines (Neurology, Sensory); an account buys from the lines it carries, so its menu keeps
// the top-category items of those lines and every other item (pages, links) as they are.
import type { BusinessLine, Category, NavigationMenuItem } from '../../fixtures/types.ts';

/** The top category a menu item opens, when it opens one (its page reference names the record). */
function topCategoryOf(item: NavigationMenuItem, topCategories: readonly Category[]): Category | undefined {
  const ref = item.pageReference;
  if (ref?.attributes?.objectApiName !== 'ProductCategory') return undefined;
  return topCategories.find((c) => c.id === ref.attributes?.recordId);
}

/**
 * The items an account sees: top-category items only for its business lines; `null` (a guest, or
 * a caller acting for no account) sees every item.
 */
export function menuForAccount(items: readonly NavigationMenuItem[], topCategories: readonly Category[], businessLines: readonly BusinessLine[] | null): NavigationMenuItem[] {
  if (businessLines === null) return [...items];
  return items.filter((item) => {
    const category = topCategoryOf(item, topCategories);
    return !category || (businessLines as readonly string[]).includes(category.name);
  });
}
