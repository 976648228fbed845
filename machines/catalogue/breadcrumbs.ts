// Breadcrumbs from a category path (CC-3-013, CC-2-005..CC-2-008): each crumb is a record-page
// reference to the ProductCategory with the view action, by urlPath when known else by recordId,
// with state categoryPath = ProductCategory.
import type { Wire } from '../wire.ts';

/** A category of the path (the contract's CategoryPathEntry) with its url name, when the category's answer carries it. */
export type CategoryPathEntry = Pick<Wire['CategoryPathEntry'], 'id' | 'name'> & { urlName?: string | null };

export interface CategoryPageReference {
  type: 'standard__recordPage';
  attributes:
    | { objectApiName: 'ProductCategory'; actionName: 'view'; urlPath: string }
    | { objectApiName: 'ProductCategory'; actionName: 'view'; recordId: string };
  state: { categoryPath: 'ProductCategory' };
}

export interface Breadcrumb {
  id: string;
  label: string;
  pageReference: CategoryPageReference;
  /** The address the reference resolves to in this storefront. */
  href: string;
}

export function categoryPageReference(entry: CategoryPathEntry): CategoryPageReference {
  const urlPath = entry.urlName?.trim();
  return {
    type: 'standard__recordPage',
    attributes: urlPath
      ? { objectApiName: 'ProductCategory', actionName: 'view', urlPath }
      : { objectApiName: 'ProductCategory', actionName: 'view', recordId: entry.id },
    state: { categoryPath: 'ProductCategory' },
  };
}

export function breadcrumbs(path: readonly CategoryPathEntry[] | null | undefined): Breadcrumb[] {
  return (
    path
      ?.filter((entry) => entry.id && entry.name)
      .map((entry) => {
        const pageReference = categoryPageReference(entry);
        return { id: entry.id, label: entry.name, pageReference, href: categoryHref(pageReference, entry.id, entry.name) };
      }) ?? []
  );
}

/** The url name of a category from its name ("EEG Electrodes & Caps" → "eeg-electrodes-caps"). */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''); // runs of other characters are already single dashes
  return slug === '' ? 'category' : slug;
}

/**
 * The address of a category page (/category/:urlName/:categoryId): the record id is always in the
 * address; the url name segment is the urlPath, or the name's slug when only the record id is known.
 */
export function categoryHref(reference: CategoryPageReference, id: string, name: string): string {
  const urlName = 'urlPath' in reference.attributes ? reference.attributes.urlPath : slugOf(name);
  return `/category/${encodeURIComponent(urlName)}/${encodeURIComponent(id)}`;
}

