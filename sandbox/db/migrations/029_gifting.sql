-- Gifting at checkout (PX-20-004, PX-20-005): a delivery group is a gift, with a message (the
-- platform's CartDeliveryGroup.IsGift and GiftMessage, 2,000 characters) and a chosen gift wrap.
ALTER TABLE delivery_groups ADD COLUMN is_gift boolean NOT NULL DEFAULT false;
ALTER TABLE delivery_groups ADD COLUMN gift_message text;
ALTER TABLE delivery_groups ADD COLUMN gift_wrap_product_id text;
