// Loading a category page's header: the category (name, description, banner or tile image), its
// path for the breadcrumbs (CC-7-020) and its subcategories (CC-7-019, fields of CC-3-012). Only the
// category itself is essential.
import type { ImageInfo } from '../media/image-data.ts';
import { isAbort } from './listing-loader.ts';
import type { CategoryPathEntry } from './breadcrumbs.ts';
import type { Wire } from '../wire.ts';

export const CATEGORY_CHILD_FIELDS = ['Id', 'Name', 'CatalogId', 'ParentCategoryId']; // CC-3-012

/** A category's banner or tile image (the contract's ProductMedia, with its managed content key when it is managed content). */
export type CategoryMedia = Pick<Wire['ProductMedia'], 'url' | 'alternateText' | 'contentKey'>;

/**
 * The header image as image info (CC-3-020): by its content key when it has one, so it is read
 * through content delivery (CC-1-011), with its URL kept for the fallback (CC-8-024).
 */
export function categoryImageInfo(image: CategoryMedia | null | undefined): ImageInfo | null {
  if (!image) return null;
  return { contentKey: image.contentKey ?? null, url: image.url, altText: image.alternateText ?? '' };
}

/** GET /product-categories/{id} as the contract answers it (ProductCategory); a field the answer leaves out reads empty. */
type CategoryAnswer = Omit<Wire['ProductCategory'], 'fields'> & { fields: Partial<Wire['ProductCategory']['fields']> };

export interface CategoryApis {
  category(categoryId: string, signal?: AbortSignal): Promise<CategoryAnswer>;
  categoryPath(categoryId: string, signal?: AbortSignal): Promise<Wire['ProductCategoryPath']>;
  categoryChildren(parentProductCategoryId: string, fields: string[], signal?: AbortSignal): Promise<Wire['ProductCategoryChildren']>;
}

export interface CategoryPageData {
  id: string;
  name: string;
  description: string | null;
  urlName: string | null;
  image: CategoryMedia | null;
  path: CategoryPathEntry[];
  children: Array<{ id: string; name: string }>;
}

async function orFallback<T>(pending: Promise<T>, fallback: T): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (isAbort(error)) throw error;
    return fallback;
  }
}

export async function loadCategoryPage(apis: CategoryApis, categoryId: string, signal?: AbortSignal): Promise<CategoryPageData> {
  const [category, path, children] = await Promise.all([
    apis.category(categoryId, signal),
    orFallback(apis.categoryPath(categoryId, signal), { path: [] }),
    orFallback(apis.categoryChildren(categoryId, CATEGORY_CHILD_FIELDS, signal), { productCategories: [] }),
  ]);
  const urlName = category.fields.UrlName ?? null;
  const entries: CategoryPathEntry[] = path.path.map((entry) => ({ id: entry.id, name: entry.name, urlName: entry.id === category.id ? urlName : null }));
  return {
    id: category.id,
    name: category.fields.Name ?? '',
    description: category.fields.Description ?? null,
    urlName,
    image: category.bannerImage ?? category.tileImage ?? null,
    path: entries.length > 0 ? entries : [{ id: category.id, name: category.fields.Name ?? '', urlName }],
    children: children.productCategories
      .map((child) => ({ id: child.id, name: child.fields.Name ?? '' }))
      .filter((child) => child.name !== ''),
  };
}
