-- Schema of the sandbox. Money is kept in cents and quantities as whole numbers (integer columns);
-- nested, read-mostly parts of a record (addresses copied onto orders, schedules, form data) are jsonb.

CREATE TABLE id_counters (
  prefix text PRIMARY KEY,
  last_value bigint NOT NULL
);

-- Store settings and reference data from fixtures/data/store.json, one document per key.
CREATE TABLE store_documents (
  key text PRIMARY KEY,
  doc jsonb NOT NULL
);

CREATE TABLE categories (
  id text PRIMARY KEY,
  parent_id text REFERENCES categories (id),
  sort_order integer NOT NULL,
  doc jsonb NOT NULL
);

CREATE TABLE products (
  id text PRIMARY KEY,
  sku text NOT NULL UNIQUE,
  name text NOT NULL,
  category_id text REFERENCES categories (id),
  doc jsonb NOT NULL
);

CREATE TABLE prices (
  product_id text NOT NULL REFERENCES products (id),
  currency text NOT NULL,
  doc jsonb NOT NULL,
  PRIMARY KEY (product_id, currency)
);

CREATE TABLE inventory (
  product_id text PRIMARY KEY REFERENCES products (id),
  location_source_id text NOT NULL,
  on_hand integer NOT NULL CHECK (on_hand >= 0)
);

CREATE TABLE product_relations (
  product_id text NOT NULL REFERENCES products (id),
  related_product_id text NOT NULL REFERENCES products (id),
  relationship_type text NOT NULL,
  sort_order integer NOT NULL,
  PRIMARY KEY (product_id, related_product_id, relationship_type)
);

CREATE TABLE content_items (
  content_key text PRIMARY KEY,
  doc jsonb NOT NULL
);

CREATE TABLE coupons (
  code text PRIMARY KEY,
  id text NOT NULL UNIQUE,
  percent_off integer NOT NULL,
  category_id text,
  terms text NOT NULL
);

CREATE TABLE accounts (
  id text PRIMARY KEY,
  account_number text NOT NULL UNIQUE,
  name text NOT NULL,
  doc jsonb NOT NULL
);

CREATE TABLE buyer_groups (
  id text PRIMARY KEY,
  name text NOT NULL,
  doc jsonb NOT NULL
);

CREATE TABLE users (
  id text PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text,
  active boolean NOT NULL DEFAULT true,
  doc jsonb NOT NULL
);

CREATE TABLE addresses (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  address_type text NOT NULL,
  is_default boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  doc jsonb NOT NULL
);
CREATE INDEX addresses_account ON addresses (account_id);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text REFERENCES users (id),
  csrf_token text NOT NULL,
  effective_account_id text,
  -- The guest session a sign-in replaced: its cart may be preserved into the buyer's cart.
  previous_session_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);

CREATE TABLE carts (
  id text PRIMARY KEY,
  account_id text REFERENCES accounts (id),
  owner_id text REFERENCES users (id),
  guest_session_id text,
  name text NOT NULL DEFAULT 'Cart',
  status text NOT NULL,
  is_secondary boolean NOT NULL DEFAULT false,
  currency text NOT NULL,
  purchase_order_number text,
  -- Bumped by every write; async mode answers reads with 202 until it settles.
  version integer NOT NULL DEFAULT 0,
  changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX carts_account ON carts (account_id, status);
CREATE INDEX carts_guest ON carts (guest_session_id, status);

CREATE TABLE delivery_groups (
  id text PRIMARY KEY,
  cart_id text NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  name text,
  is_default boolean NOT NULL,
  address jsonb,
  desired_delivery_date text,
  shipping_instructions text,
  delivery_method_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_items (
  id text PRIMARY KEY,
  cart_id text NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  delivery_group_id text NOT NULL REFERENCES delivery_groups (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  product_selling_model_id text,
  subscription_term integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cart_id, delivery_group_id, product_id)
);

CREATE TABLE cart_coupons (
  id text PRIMARY KEY,
  cart_id text NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  code text NOT NULL REFERENCES coupons (code),
  UNIQUE (cart_id, code)
);

CREATE TABLE inventory_reservations (
  id text PRIMARY KEY,
  cart_id text NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  lines jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE checkouts (
  id text PRIMARY KEY,
  cart_id text NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  account_id text,
  session_id text NOT NULL,
  status text NOT NULL,
  ready_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  contact_info jsonb,
  payment jsonb,
  purchase_order jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE card_tokens (
  token text PRIMARY KEY,
  session_id text NOT NULL,
  card_type text NOT NULL,
  last_four text NOT NULL,
  expiry_month integer NOT NULL,
  expiry_year integer NOT NULL,
  holder_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE files (
  id text PRIMARY KEY,
  purpose text NOT NULL,
  original_name text NOT NULL,
  stored_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  owner_session_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE orders (
  id text PRIMARY KEY,
  order_number text NOT NULL UNIQUE,
  account_id text NOT NULL REFERENCES accounts (id),
  owner_id text NOT NULL,
  status text NOT NULL,
  ordered_at timestamptz NOT NULL,
  checkout_id text UNIQUE,
  doc jsonb NOT NULL
);
CREATE INDEX orders_account ON orders (account_id, ordered_at);

CREATE TABLE shipments (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id),
  doc jsonb NOT NULL
);

CREATE TABLE invoices (
  id text PRIMARY KEY,
  invoice_number text NOT NULL UNIQUE,
  order_id text NOT NULL REFERENCES orders (id),
  account_id text NOT NULL,
  invoice_date text NOT NULL,
  doc jsonb NOT NULL
);

CREATE TABLE standing_orders (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  status text NOT NULL,
  doc jsonb NOT NULL
);

CREATE TABLE po_approvals (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  order_id text NOT NULL REFERENCES orders (id),
  status text NOT NULL,
  submitted_at timestamptz NOT NULL,
  doc jsonb NOT NULL
);

CREATE TABLE wishlists (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  owner_id text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE wishlist_items (
  id text PRIMARY KEY,
  wishlist_id text NOT NULL REFERENCES wishlists (id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products (id),
  added_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (wishlist_id, product_id)
);

CREATE TABLE registrations (
  id text PRIMARY KEY,
  status text NOT NULL,
  submitted_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  decline_reason text,
  account_id text,
  user_id text,
  files jsonb NOT NULL,
  details jsonb NOT NULL
);

CREATE TABLE password_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  purpose text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE activities (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  doc jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
