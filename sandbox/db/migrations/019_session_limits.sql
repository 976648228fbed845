-- Sessions expire after a time unused and after a time in all (PX-19-001): each keeps when it was
-- last used. The CSRF token is derived from the session id with the server's key (PX-19-002), so a
-- guest's session needs no row until it holds something, and no token is stored.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
UPDATE sessions SET last_seen_at = created_at;
ALTER TABLE sessions ALTER COLUMN last_seen_at SET NOT NULL;
ALTER TABLE sessions ALTER COLUMN last_seen_at SET DEFAULT now();
ALTER TABLE sessions DROP COLUMN csrf_token;
CREATE TABLE server_keys (
  name text PRIMARY KEY,
  secret text NOT NULL
);
