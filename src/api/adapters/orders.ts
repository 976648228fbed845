// The orders area's adapters (orders, approvals, invoices, with the standing orders the dashboard
// shows): the typed client's calls bound to the ports the order machines declare. The one place the
// order pages and the dashboard get their ports from.
import type { DashboardApis } from '../../../machines/dashboard/dashboard.ts';
import type { ReorderApis } from '../../../machines/orders/reorder.machine.ts';
import type { StoreApi } from '../registry.ts';

/** Buy again (PX-15-005): availability of its products, one batch add, then the cart actor is told. */
export function reorderApis(api: StoreApi, cartChanged: () => void): ReorderApis {
  return {
    inventoryLevels: (productIds) => api.catalogue.inventoryLevels(productIds),
    addItems: (lines) => api.cart.addItems(lines.map((line) => ({ richInput: { productId: line.productId, quantity: String(line.quantity), type: 'Product' as const } }))),
    cartChanged,
  };
}

/** The dashboard's four reads of the effective account. */
export function dashboardApis(api: StoreApi): DashboardApis {
  return {
    orders: (query, signal) => api.orders.list(query, signal),
    approvals: (query, signal) => api.orders.approvals(query, signal),
    standingOrders: (query, signal) => api.recurring.list(query, signal),
    invoices: (query, signal) => api.orders.invoices(query, signal),
  };
}
