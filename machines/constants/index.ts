// Every user-facing message, limit and timing of the specification, verbatim, each next to its
// rule id; one module per area, re-exported here so callers import from one place.
export * from './navigation.ts';
export * from './search-toast.ts';
export * from './cart-checkout.ts';
export * from './session-locale.ts';
export * from './api.ts';
export * from './checkout-flow.ts';
export * from './registration.ts';
export * from './self-service.ts';
export * from './approvals-standing-orders.ts';
export * from './orders.ts';
export * from './gifting.ts';
export * from './layout-items.ts';
export * from './text.ts';
export * from './sign-in.ts';
