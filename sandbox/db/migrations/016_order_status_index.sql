-- The order history's status filter (PX-15-001) on an account with thousands of orders: the orders of
-- one status, newest first, straight from the index.
CREATE INDEX orders_account_status ON orders (account_id, status, ordered_at, id);
