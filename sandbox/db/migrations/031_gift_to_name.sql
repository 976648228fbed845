-- Gifting (PX-31-001): the gift's recipient, the platform's CartDeliveryGroup.GiftToName (255 characters).
ALTER TABLE delivery_groups ADD COLUMN gift_to_name text;
