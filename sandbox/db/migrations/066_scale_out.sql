-- Several sandbox processes over one PostgreSQL database behave as one store (PX-66-*): what one
-- process used to keep in memory is kept here instead.

-- PX-66-004: the test clock's offset and the day the scheduler places occurrences from, one row for
-- every process (a clock moved through one process is the clock of all).
CREATE TABLE shared_clock (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms bigint NOT NULL DEFAULT 0,
  scheduler_since date
);
INSERT INTO shared_clock (id) VALUES (true);

-- PX-66-003: rate-limiter-flexible's Postgres store (its own table layout), for the failed sign-ins
-- and the per-client operation limits; keys carry the limiter's prefix.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

-- PX-66-003: addresses each account signed in from, which skip the account-wide wait (PX-10-010).
CREATE TABLE sign_in_addresses (
  username text NOT NULL,
  address text NOT NULL,
  PRIMARY KEY (username, address)
);
