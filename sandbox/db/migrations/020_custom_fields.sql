-- Custom field values a checkout start or change sends (PX-19-003): the cart's (WebCart) on the cart,
-- each delivery group's (CartDeliveryGroup) on the group; a checkout read echoes them.
ALTER TABLE carts ADD COLUMN custom_fields jsonb;
ALTER TABLE delivery_groups ADD COLUMN custom_fields jsonb;
