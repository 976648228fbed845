-- Order history of an account with thousands of orders (issue 15): newest first a page at a time, and
-- the text filter (PX-15-001: order number, PO number or an item's SKU) read from one stored, lower-cased
-- column instead of each order's JSON. Invoices of an account, newest first and by date.
ALTER TABLE orders ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(order_number || ' ' || coalesce(doc->>'purchaseOrderNumber', '') || ' ' || jsonb_path_query_array(doc, '$.items[*].sku')::text)
) STORED;
DROP INDEX orders_account;
CREATE INDEX orders_account_newest ON orders (account_id, ordered_at, id);
CREATE INDEX invoices_account_date ON invoices (account_id, invoice_date, id);
