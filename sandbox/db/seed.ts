// Seeds an empty, migrated database from the fixture files (fixtures/data/*.json): the catalogue,
// store settings, accounts and users (passwords hashed), and the orders, carts, standing orders,
// approvals and wishlists of the demo accounts. Also the few records the fixtures do not carry:
// coupons, a registration reviewer and a placeholder file for the pending purchase order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Fixtures, OrderSummary, PurchaseOrderApproval, StandingOrder } from '../../fixtures/types.ts';
import { hashPassword } from '../lib/passwords.ts';
import { nextCounter, nextId, raiseCounter } from '../domain/ids.ts';
import { toCents } from '../lib/money.ts';
import type { Db, Queryable } from './index.ts';
import type { FileStore, StoredFile } from '../lib/files.ts';
import { placeholderPdf } from '../lib/pdf.ts';

export const DEFAULT_FIXTURES_DIR = join(import.meta.dirname, '..', '..', 'fixtures', 'data');

export function loadFixtures(dir = DEFAULT_FIXTURES_DIR): Fixtures {
  const read = (name: string) => JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'));
  return { store: read('store'), catalogue: read('catalogue'), accounts: read('accounts'), orders: read('orders') };
}

/** Coupons of the demo store (the fixtures have none). */
const SANDBOX_COUPONS = [
  { code: 'NEURO10', id: '0cC000000000001', percentOff: 10, categoryId: '0ZG000000000001', terms: '10% off Neurology supplies. One coupon per order.' },
  { code: 'SENSORY5', id: '0cC000000000002', percentOff: 5, categoryId: '0ZG000000000002', terms: '5% off Sensory supplies. One coupon per order.' },
];

/** Reviews registrations over HTTP; the review script works on the database directly. */
export const SANDBOX_REVIEWER = { username: 'reviewer@demo.test', password: 'Demo-Reviewer-1', firstName: 'Avery', lastName: 'Lund' };

const insertAll = async (q: Queryable, sql: string, rows: unknown[]) => {
  if (rows.length > 0) await q.query(sql, [JSON.stringify(rows)]);
};

const suffix = (id: string) => Number(id.length === 15 ? id.slice(3) : id);

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM products');
  return (row?.n ?? 0) > 0;
}

export async function seed(db: Db, fixtures: Fixtures, files: FileStore): Promise<void> {
  const { store, catalogue, accounts, orders } = fixtures;
  const passwordHashes = new Map<string, string>();
  for (const user of accounts.users) if (user.password) passwordHashes.set(user.id, await hashPassword(user.password));
  const reviewerHash = await hashPassword(SANDBOX_REVIEWER.password);
  const poFile = files.save(await placeholderPdf('Purchase order PO-LNA-4502'), 'PO-LNA-4502.pdf');
  // The purchase-order files the demo orders name (SH-3-015), so their download works like a placed order's.
  const orderPoFiles = new Map<string, StoredFile>();
  for (const order of orders.orders) {
    const pay = order.paymentMethod;
    if (pay.type === 'PurchaseOrder' && pay.purchaseOrderFileName) {
      orderPoFiles.set(order.id, files.save(await placeholderPdf(`Purchase order ${pay.purchaseOrderNumber}`), pay.purchaseOrderFileName));
    }
  }

  await db.tx(async (q) => {
    for (const [key, doc] of Object.entries(store)) {
      await q.query('INSERT INTO store_documents (key, doc) VALUES ($1, $2)', [key, JSON.stringify(doc)]);
    }
    // Parents before children: the fixture lists levels in order.
    const categories = [...catalogue.categories].sort((a, b) => a.level - b.level);
    await insertAll(q, `INSERT INTO categories (id, parent_id, sort_order, doc)
      SELECT x->>'id', x->>'parentId', (x->>'sortOrder')::int, x FROM jsonb_array_elements($1::jsonb) x`, categories);
    await insertAll(q, `INSERT INTO products (id, sku, name, category_id, doc)
      SELECT x->>'id', x->>'sku', x->>'name', x->>'categoryId', x FROM jsonb_array_elements($1::jsonb) x`, catalogue.products);
    const prices = catalogue.prices.flatMap((p) => Object.entries(p.currencies).map(([currency, doc]) => ({ productId: p.productId, currency, doc })));
    await insertAll(q, `INSERT INTO prices (product_id, currency, doc)
      SELECT x->>'productId', x->>'currency', x->'doc' FROM jsonb_array_elements($1::jsonb) x`, prices);
    await insertAll(q, `INSERT INTO inventory (product_id, location_source_id, on_hand)
      SELECT x->>'productId', x->>'locationSourceId', (x->>'onHand')::int FROM jsonb_array_elements($1::jsonb) x`, catalogue.inventory);
    await insertAll(q, `INSERT INTO product_relations (product_id, related_product_id, relationship_type, sort_order)
      SELECT x->>'productId', x->>'relatedProductId', x->>'relationshipType', (x->>'sortOrder')::int FROM jsonb_array_elements($1::jsonb) x`, catalogue.relations);
    await q.query('INSERT INTO store_documents (key, doc) VALUES ($1, $2)', ['featuredProductIds', JSON.stringify(catalogue.featuredProductIds)]);
    await insertAll(q, `INSERT INTO content_items (content_key, doc) SELECT x->>'contentKey', x FROM jsonb_array_elements($1::jsonb) x`, catalogue.contentItems);
    for (const c of SANDBOX_COUPONS) {
      await q.query('INSERT INTO coupons (code, id, percent_off, category_id, terms) VALUES ($1, $2, $3, $4, $5)', [c.code, c.id, c.percentOff, c.categoryId, c.terms]);
    }

    await insertAll(q, `INSERT INTO accounts (id, account_number, name, doc)
      SELECT x->>'id', x->>'accountNumber', x->>'name', x FROM jsonb_array_elements($1::jsonb) x`, accounts.accounts);
    await insertAll(q, `INSERT INTO buyer_groups (id, name, doc) SELECT x->>'id', x->>'name', x FROM jsonb_array_elements($1::jsonb) x`, accounts.buyerGroups);
    await insertAll(q, `INSERT INTO addresses (id, account_id, address_type, is_default, created_at, doc)
      SELECT x->>'id', x->>'accountId', x->>'addressType', (x->>'isDefault')::boolean,
             now() - (row_number() OVER ())::int * interval '1 minute', x
      FROM jsonb_array_elements($1::jsonb) x`, accounts.addresses);
    for (const user of accounts.users) {
      const { password: _plain, ...doc } = user;
      await q.query('INSERT INTO users (id, username, password_hash, doc) VALUES ($1, $2, $3, $4)', [user.id, user.username.toLowerCase(), passwordHashes.get(user.id) ?? null, JSON.stringify(doc)]);
    }

    for (const cart of orders.carts) await seedCart(q, cart);
    const orderDocs = [];
    for (const order of orders.orders) {
      const stored = orderPoFiles.get(order.id);
      if (!stored || order.paymentMethod.type !== 'PurchaseOrder') {
        orderDocs.push(order);
        continue;
      }
      const fileId = await nextId(q, '069');
      await q.query(`INSERT INTO files (id, purpose, original_name, stored_name, content_type, size) VALUES ($1, 'purchase-order', $2, $3, $4, $5)`,
        [fileId, stored.name, stored.storedName, stored.contentType, stored.size]);
      orderDocs.push({ ...order, paymentMethod: { ...order.paymentMethod, purchaseOrderFileId: fileId } });
    }
    for (const order of orderDocs) await insertOrder(q, order);
    for (const shipment of orders.shipments) await q.query('INSERT INTO shipments (id, order_id, doc) VALUES ($1, $2, $3)', [shipment.id, shipment.orderSummaryId, JSON.stringify(shipment)]);
    for (const invoice of orders.invoices) {
      await q.query('INSERT INTO invoices (id, invoice_number, order_id, account_id, invoice_date, doc) VALUES ($1, $2, $3, $4, $5, $6)',
        [invoice.id, invoice.invoiceNumber, invoice.orderSummaryId, invoice.accountId, invoice.invoiceDate, JSON.stringify(invoice)]);
    }
    for (const so of orders.standingOrders) await q.query('INSERT INTO standing_orders (id, account_id, status, doc) VALUES ($1, $2, $3, $4)', [so.id, so.accountId, so.status, JSON.stringify(standingOrderDoc(so))]);
    for (const wishlist of orders.wishlists) {
      await q.query('INSERT INTO wishlists (id, account_id, owner_id, name, created_at) VALUES ($1, $2, $3, $4, $5)', [wishlist.id, wishlist.accountId, wishlist.ownerId, wishlist.name, wishlist.createdDate]);
      for (const item of wishlist.items) await q.query('INSERT INTO wishlist_items (id, wishlist_id, product_id, added_at) VALUES ($1, $2, $3, $4)', [item.id, wishlist.id, item.productId, item.addedDate]);
    }

    // Counters continue after the highest fixture ids and numbers.
    const highest = new Map<string, number>();
    const note = (prefix: string, id: string) => highest.set(prefix, Math.max(highest.get(prefix) ?? 0, suffix(id)));
    for (const o of orderDocs) { note('1Os', o.id); o.items.forEach((i) => note('10u', i.id)); note('KRM-', o.orderNumber.slice(4)); }
    orders.shipments.forEach((s) => note('0OS', s.id));
    orders.invoices.forEach((i) => { note('3tt', i.id); note('INV-', i.invoiceNumber.slice(4)); });
    orders.standingOrders.forEach((s) => note('a0R', s.id));
    orders.purchaseOrderApprovals.forEach((a) => note('a0P', a.id));
    orders.wishlists.forEach((w) => { note('0YC', w.id); w.items.forEach((i) => note('0YD', i.id)); });
    orders.carts.forEach((c) => { note('0a6', c.id); c.items.forEach((i) => note('0a9', i.id)); c.deliveryGroups.forEach((g) => note('0a7', g.id)); });
    accounts.addresses.forEach((a) => note('8lW', a.id));
    accounts.accounts.forEach((a) => note('001', a.id));
    accounts.users.forEach((u) => note('005', u.id));
    note('SHP-', String(300000 + orders.shipments.length));
    note('0cC', SANDBOX_COUPONS[SANDBOX_COUPONS.length - 1]!.id);
    for (const [prefix, value] of highest) await raiseCounter(q, prefix, value);

    for (const approval of orders.purchaseOrderApprovals) await seedApproval(q, approval, fixtures, poFile);

    const reviewerId = await nextId(q, '005');
    await q.query('INSERT INTO users (id, username, password_hash, doc) VALUES ($1, $2, $3, $4)', [reviewerId, SANDBOX_REVIEWER.username, reviewerHash, JSON.stringify({
      id: reviewerId, username: SANDBOX_REVIEWER.username, email: SANDBOX_REVIEWER.username, firstName: SANDBOX_REVIEWER.firstName, lastName: SANDBOX_REVIEWER.lastName,
      title: 'Customer Onboarding', roles: ['reviewer'], defaultAccountId: null, managedAccountIds: [], approverForAccountIds: [], buyerGroupIds: [], locale: 'en-US', phone: '',
    })]);
  });
}

async function seedCart(q: Queryable, cart: Fixtures['orders']['carts'][number]): Promise<void> {
  await q.query(`INSERT INTO carts (id, account_id, owner_id, name, status, currency, purchase_order_number) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [cart.id, cart.accountId, cart.ownerId, cart.name, cart.status, cart.currencyIsoCode, cart.purchaseOrderNumber]);
  const groups = cart.deliveryGroups.length > 0 ? cart.deliveryGroups : [{ id: await nextId(q, '0a7'), deliveryAddressId: null, deliveryMethodId: null }];
  for (const [index, group] of groups.entries()) {
    const address = group.deliveryAddressId ? (await q.one<{ id: string; doc: any }>('SELECT id, doc FROM addresses WHERE id = $1', [group.deliveryAddressId])) : undefined;
    await q.query('INSERT INTO delivery_groups (id, cart_id, name, is_default, address, delivery_method_id) VALUES ($1, $2, $3, $4, $5, $6)',
      [group.id, cart.id, index === 0 ? 'Default' : `Group ${index + 1}`, index === 0, address ? JSON.stringify(address.doc) : null, group.deliveryMethodId]);
  }
  for (const [index, item] of cart.items.entries()) {
    await q.query(`INSERT INTO cart_items (id, cart_id, delivery_group_id, product_id, quantity, created_at)
      VALUES ($1, $2, $3, $4, $5, now() - $6 * interval '1 second')`, [item.id, cart.id, groups[0]!.id, item.productId, Math.round(Number(item.quantity)), cart.items.length - index]);
  }
}

export async function insertOrder(q: Queryable, order: OrderSummary & { checkoutId?: string | null; locale?: string }): Promise<void> {
  await q.query('INSERT INTO orders (id, order_number, account_id, owner_id, status, ordered_at, checkout_id, doc, locale) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    // A guest's order (PX-08-004) shows the empty account id but belongs to no account row.
    [order.id, order.orderNumber, order.accountId === '000000000000000' ? null : order.accountId, order.ownerId, order.status, order.orderedDate, order.checkoutId ?? null, JSON.stringify(order), order.locale ?? 'en-US']);
}

/** The sandbox keeps a standing order as its terms and its schedule; totals are derived on read. */
function standingOrderDoc(so: StandingOrder) {
  // PX-32-007: every product of the fixture, each occurrence with each product's quantity.
  const items = so.items.map((item) => ({ productId: item.productId, quantity: Math.round(Number(item.quantity)), unitOfMeasure: item.unitOfMeasure }));
  return {
    id: so.id, name: so.name, accountId: so.accountId, ownerId: so.ownerId, ownerName: so.ownerName, scheduledBy: so.scheduledBy,
    frequency: so.frequency, startDate: so.startDate, endDate: so.endDate, firstShipmentDate: so.firstShipmentDate, createdDate: so.createdDate,
    currencyIsoCode: so.currencyIsoCode, shipToAddressId: so.shipToAddressId, billToAddressId: so.billToAddressId, deliveryMethodId: so.deliveryMethodId,
    paymentMethod: so.paymentMethod, items,
    schedule: so.scheduledShipments.map((s) => ({ date: s.scheduledDate, items: items.map(({ productId, quantity }) => ({ productId, quantity })), status: s.status, orderSummaryId: s.orderSummaryId })),
  };
}

/** The fixture approval names no order: the sandbox places it as an order waiting for approval. */
async function seedApproval(q: Queryable, approval: PurchaseOrderApproval, fixtures: Fixtures, stored: StoredFile): Promise<void> {
  const poFile = { id: await nextId(q, '069'), name: stored.name, contentType: stored.contentType, size: stored.size };
  const account = fixtures.accounts.accounts.find((a) => a.id === approval.accountId)!;
  const address = (id: string) => fixtures.accounts.addresses.find((a) => a.id === id)!;
  const snap = (a: ReturnType<typeof address>) => ({ name: a.name, street: a.street, city: a.city, region: a.region, postalCode: a.postalCode, country: a.country, phoneNumber: a.phoneNumber });
  const orderId = await nextId(q, '1Os');
  const orderNumber = `KRM-${await nextCounter(q, 'KRM-')}`;
  const items = [];
  for (const item of approval.items) items.push({ ...item, id: await nextId(q, '10u') });
  const order: OrderSummary = {
    id: orderId, orderNumber, accountId: approval.accountId, ownerId: approval.requestedByUserId, status: 'PendingApproval', currencyIsoCode: approval.currencyIsoCode,
    createdDate: approval.submittedDate, orderedDate: approval.submittedDate, purchaseOrderNumber: approval.purchaseOrderNumber,
    paymentMethod: { type: 'PurchaseOrder', purchaseOrderNumber: approval.purchaseOrderNumber, purchaseOrderFileName: poFile.name },
    deliveryMethodId: approval.deliveryMethodId, attentionTo: null, shippingInstructions: null,
    billToAddressId: account.billingAddressId, shipToAddressId: approval.shipToAddressId,
    billToAddress: snap(address(account.billingAddressId)), shipToAddress: snap(address(approval.shipToAddressId)), items,
    taxType: 'Gross', totalProductAmount: approval.totalProductAmount, totalDeliveryAmount: approval.totalDeliveryAmount,
    totalTaxAmount: approval.totalTaxAmount, grandTotalAmount: approval.grandTotalAmount, standingOrderId: null,
  };
  await insertOrder(q, order);
  await q.query('INSERT INTO po_approvals (id, account_id, order_id, status, submitted_at, doc) VALUES ($1, $2, $3, $4, $5, $6)', [
    approval.id, approval.accountId, orderId, approval.status, approval.submittedDate,
    JSON.stringify({ requestedByUserId: approval.requestedByUserId, reason: approval.reason, file: poFile, decision: null, grandTotalCents: toCents(approval.grandTotalAmount) }),
  ]);
  await q.query(`INSERT INTO files (id, purpose, original_name, stored_name, content_type, size) VALUES ($1, 'purchase-order', $2, $3, $4, $5)`,
    [poFile.id, stored.name, stored.storedName, stored.contentType, stored.size]);
}
