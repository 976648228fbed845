// The components of a bundle or set on its product page (PX-19-005), read page by page from the
// product-children call through the resource machine, again when the product or account changes.
import { readProductComponents } from '../../api/adapters/product.ts';
import { useApi, useApplicationContext } from '../../app/store/parts.tsx';
import { useResource } from '../../components/layout/useResource.ts';
import { ProductComponentsUi } from './ProductComponentsUi.tsx';

export function ProductComponents({ idPrefix, productId, kind }: { idPrefix: string; productId: string; kind: 'Bundle' | 'Set' }) {
  const api = useApi();
  const { requestContext } = useApplicationContext();
  const key = { productId, effectiveAccountId: requestContext.effectiveAccountId ?? null };
  const resource = useResource(key, (current, signal) => readProductComponents(api, current.productId, signal));
  const status = resource.stale ? 'loading' : resource.status;
  return <ProductComponentsUi idPrefix={idPrefix} kind={kind} status={status} components={resource.data ?? []} onRetry={resource.retry} />;
}
