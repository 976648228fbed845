// What a caller may read of the catalogue: a product, category or snapshot it cannot see answers 404.
import type { Product } from '../../fixtures/types.ts';
import type { Call } from '../http/context.ts';
import { notFound } from '../domain/errors.ts';

export function productOr404(ctx: Call & { params: { productId: string } }, id = ctx.params.productId): Product {
  const p = ctx.core.catalogue.product(id);
  if (!p) throw notFound(`Product ${id} was not found or is not available to you.`);
  return p;
}

/** Reads of a catalogue snapshot (`…/versions/{snapshotId}/…`) share their handler with the unversioned read. */
/** The versioned operations name a snapshot in the path; the others name none. */
export function snapshotOr404(ctx: Call & { params: object }) {
  const snapshot = ctx.core.settings.catalogSnapshotVersionId;
  const asked = 'snapshotId' in ctx.params ? String(ctx.params.snapshotId) : undefined;
  if (asked !== undefined && asked !== snapshot) throw notFound(`Catalogue snapshot ${asked} does not exist.`);
}

export function categoryOr404(ctx: Call & { params: { categoryId: string } }) {
  const category = ctx.core.catalogue.categories.get(ctx.params.categoryId);
  if (!category) throw notFound(`Category ${ctx.params.categoryId} does not exist.`);
  return category;
}
