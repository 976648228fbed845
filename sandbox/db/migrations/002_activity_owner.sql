-- Recent searches are the shopper's own: each activity records who sent it (the signed-in user, or
-- the guests), and suggestions read only the caller's, by index.
ALTER TABLE activities ADD COLUMN owner text;
CREATE INDEX activities_owner_idx ON activities (owner, name);
