-- Standing orders with several products (PX-32-002, PX-32-007): a standing order's products become an
-- array of items in its document, and each occurrence of its schedule carries each product's quantity.
-- Documents stored with one product (productId, quantity, unitOfMeasure; an occurrence's quantity) are
-- rewritten into that shape, so databases made before this migration keep working.
UPDATE standing_orders
   SET doc = (doc - 'productId' - 'quantity' - 'unitOfMeasure')
          || jsonb_build_object(
               'items', jsonb_build_array(jsonb_build_object('productId', doc->'productId', 'quantity', doc->'quantity', 'unitOfMeasure', doc->'unitOfMeasure')),
               'schedule', COALESCE((
                 SELECT jsonb_agg((s.occurrence - 'quantity') || jsonb_build_object('items', jsonb_build_array(jsonb_build_object('productId', doc->'productId', 'quantity', s.occurrence->'quantity'))) ORDER BY s.n)
                   FROM jsonb_array_elements(doc->'schedule') WITH ORDINALITY AS s(occurrence, n)), '[]'::jsonb))
 WHERE doc ? 'productId';

-- PX-32-005: the Idempotency-Key of the set-up that created the standing order; one per account.
ALTER TABLE standing_orders ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX standing_orders_idempotency ON standing_orders (account_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
