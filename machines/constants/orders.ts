// Messages and limits of the order history, order details and invoices (SH §8), verbatim.

/** SH-8-006. */
export const NO_INVOICES_MESSAGE = "You don't have any Invoices";
/** SH-8-007. */
export const NO_ORDER_INVOICES_MESSAGE = 'Invoices Not Available for this Order Yet';
/** SH-8-008. */
export const NO_SHIPMENTS_MESSAGE = 'Shipping Information is Not Available for this Order Yet';
/** Orders and invoices shown on one page of their lists. */
export const ORDER_HISTORY_PAGE_SIZE = 20;
/** The text filter's longest text, as the search input's (SH-9-034). */
export const ORDER_SEARCH_MAX_LENGTH = 255;
