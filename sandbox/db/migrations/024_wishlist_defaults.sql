-- The buyer's default wishlist, one per buyer and account (PX-24-001): the key makes setting a new
-- default replace the old one, and deleting the list deletes the choice with it, so the oldest list
-- left becomes the default (PX-24-002) without a write of its own.
CREATE TABLE wishlist_defaults (
  user_id text NOT NULL REFERENCES users (id),
  account_id text NOT NULL REFERENCES accounts (id),
  wishlist_id text NOT NULL REFERENCES wishlists (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, account_id)
);
CREATE INDEX wishlist_defaults_wishlist ON wishlist_defaults (wishlist_id);
