-- Guests place orders when the store's guest checkout is on (PX-08-004): such an order belongs to no
-- account; the guest session that placed it may read it back (its confirmation page).
ALTER TABLE orders ALTER COLUMN account_id DROP NOT NULL;
