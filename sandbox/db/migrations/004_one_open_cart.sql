-- One open (Active or Checkout) primary cart per buyer and account, and one per guest session
-- (PX-10-001). Concurrent first writes of a buyer with no cart meet on these indexes (INSERT ... ON
-- CONFLICT DO NOTHING, then the winner's cart is read and locked) instead of each making a cart of
-- its own. Duplicates that earlier races left were never shown (reads took the newest): they close.
UPDATE carts c SET status = 'Closed'
 WHERE c.status IN ('Active', 'Checkout') AND NOT c.is_secondary
   AND EXISTS (SELECT 1 FROM carts n
                WHERE n.status IN ('Active', 'Checkout') AND NOT n.is_secondary AND n.id <> c.id
                  AND ((c.owner_id IS NOT NULL AND n.owner_id = c.owner_id AND n.account_id = c.account_id)
                    OR (c.guest_session_id IS NOT NULL AND n.guest_session_id = c.guest_session_id))
                  AND (n.created_at, n.id) > (c.created_at, c.id));
CREATE UNIQUE INDEX carts_one_open_per_buyer ON carts (account_id, owner_id)
  WHERE owner_id IS NOT NULL AND status IN ('Active', 'Checkout') AND NOT is_secondary;
CREATE UNIQUE INDEX carts_one_open_per_guest ON carts (guest_session_id)
  WHERE guest_session_id IS NOT NULL AND status IN ('Active', 'Checkout') AND NOT is_secondary;
