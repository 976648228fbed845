// PX-19-005: the components of a bundle or a set, read from the Product Child Collection as the
// platform sends it: `count`/`total`, `items[]` each carrying the child's Product Detail in
// `productInfo` with `defaultQuantity` and `isRequired`, and opaque page tokens. Every page is read by
// following `nextPageToken` (bounded, and stopping if a token comes back), so the list is whole.
import { MAX_PRODUCT_CHILD_PAGES } from '../constants/api.ts';
import type { Wire } from '../wire.ts';

export interface ProductComponent {
  id: string;
  name: string;
  sku: string | null;
  /** The quantity of the child in one parent, as the platform sends it (a decimal string or number). */
  quantity: string | null;
  required: boolean;
  image: { url: string; alternateText: string } | null;
}

/** Only bundles and sets have components to list (a variation parent's children are its variations). */
export function hasComponents(productClass: string | null | undefined): boolean {
  return productClass === 'Bundle' || productClass === 'Set';
}

export function componentsOf(collection: Wire['ProductChildCollection']): ProductComponent[] {
  return collection.items.map((child) => {
    const info = child.productInfo;
    const name = info.fields.Name ?? info.fields.name ?? info.id;
    return {
      id: info.id,
      name,
      sku: info.fields.StockKeepingUnit ?? null,
      quantity: child.defaultQuantity === undefined || child.defaultQuantity === null ? null : String(child.defaultQuantity),
      required: child.isRequired === true,
      image: info.defaultImage?.url ? { url: info.defaultImage.url, alternateText: info.defaultImage.alternateText ?? name } : null,
    };
  });
}

/** Reads every page of a product's children through `readPage` (no token: the first page). */
export async function readAllComponents(readPage: (pageToken: string | undefined) => Promise<Wire['ProductChildCollection']>): Promise<ProductComponent[]> {
  const components: ProductComponent[] = [];
  const seen = new Set<string>();
  let token: string | undefined;
  for (let page = 0; page < MAX_PRODUCT_CHILD_PAGES; page++) {
    const collection = await readPage(token);
    components.push(...componentsOf(collection));
    const next = collection.nextPageToken ?? undefined;
    if (!next || seen.has(next)) break;
    seen.add(next);
    token = next;
  }
  return components;
}
