-- The buyer's language (issue 30 part 4, PX-81-001): the locale of the page an order was placed on
-- ('fr-FR'), so its e-mails and its invoice are written in that language. Orders placed before were
-- all placed in English.
ALTER TABLE orders ADD COLUMN locale text NOT NULL DEFAULT 'en-US';
