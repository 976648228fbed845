// Gifting at checkout (PX-20-nnn): the gift message's limit and the messages of its rules. The
// specification names only the gift-wrap call's failure ('Failed to fetch gift wrap details: {status}',
// GIFT_WRAP_FAILED_TEMPLATE in api.ts); the limit is the platform's own field length.

/** CartDeliveryGroup.GiftMessage and OrderDeliveryGroup.GiftMessage are 2,000-character textareas. */
export const GIFT_MESSAGE_MAX_LENGTH = 2000; // PX-20-002
export const GIFT_MESSAGE_TOO_LONG = 'The gift message can be at most 2,000 characters.'; // PX-20-002
export const GIFTING_DISABLED = 'Gifting is not available in this store.'; // PX-20-003
export const GIFT_MESSAGE_DISABLED = 'Gift messages are not available in this store.'; // PX-20-003
export const GIFT_WRAP_DISABLED = 'Gift wrap is not available in this store.'; // PX-20-003
export const GIFT_WRAP_UNKNOWN = (id: string) => `${id} is not a gift-wrap product of this store.`; // PX-20-005

/** CartDeliveryGroup.GiftToName is a 255-character string on the platform. */
export const GIFT_TO_NAME_MAX_LENGTH = 255; // PX-31-001
export const GIFT_TO_NAME_TOO_LONG = 'The recipient\'s name can be at most 255 characters.'; // PX-31-001
/** PX-31-003: a per-delivery gift change names a delivery group the checkout's cart does not have. */
export const GIFT_GROUP_UNKNOWN = (id: string) => `${id} is not a delivery group of this checkout.`; // PX-31-003
