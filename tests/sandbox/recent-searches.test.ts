// Recent search suggestions are the shopper's own: one buyer's search terms never reach another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { Client, DEMO } from './client.ts';

const SITE = '0DM000000000001';
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
}, 120_000);
afterAll(() => sandbox?.close());

const viewSearch = (client: Client, searchText: string) =>
  client.post(`/activities/${SITE}/viewSearch`, { cookieId: '3f2b8c1e-7d4a-4e9b-a2c6-91d0e5f4b7a8', searchText, products: [{ id: '01t000000000001', sku: 'KRM-NEU-EEG-1001', unitPrice: '172.00', listPrice: '189.00' }] });
const recent = async (client: Client, term: string) =>
  ((await client.get(`/search/suggestions?searchTerm=${encodeURIComponent(term)}`)).body.recentSearchSuggestions as Array<{ value: string }>).map((s) => s.value);

describe('recent search suggestions', () => {
  it('[PX-03-026][CC-3-005] guests, who call without cookies, get back the guests\' searches and never a buyer\'s', async () => {
    const buyer = new Client(sandbox.url);
    expect((await buyer.signIn(...DEMO.buyer)).status).toBe(200);
    expect((await viewSearch(buyer, 'cortexa cap small')).status).toBe(202);
    const guest = () => new Client(sandbox.url);
    const tracker = guest();
    await tracker.get('/application-context');
    expect((await viewSearch(tracker, 'cortexa cup')).status).toBe(202);
    expect(await recent(guest(), 'cortexa')).toEqual(['cortexa cup']);
    expect(await recent(buyer, 'cortexa')).toEqual(['cortexa cap small']);
  });

  it('[PX-03-026][CC-3-005] a signed-in buyer\'s searches follow the buyer, not the session', async () => {
    const desk = new Client(sandbox.url);
    expect((await desk.signIn(...DEMO.multi)).status).toBe(200);
    expect((await viewSearch(desk, 'tympanometry probe tips')).status).toBe(202);
    const laptop = new Client(sandbox.url);
    expect((await laptop.signIn(...DEMO.multi)).status).toBe(200);
    expect(await recent(laptop, 'tympan')).toEqual(['tympanometry probe tips']);
    const otherBuyer = new Client(sandbox.url);
    expect((await otherBuyer.signIn(...DEMO.buyer)).status).toBe(200);
    expect(await recent(otherBuyer, 'tympan')).toEqual([]);
  });

  it('[PX-03-026][CC-3-005] searches already in the database when the sandbox starts are offered to their owner', async () => {
    const restarted = await createSandbox();
    try {
      await restarted.core.db.query('INSERT INTO activities (name, doc, owner) VALUES ($1, $2, $3)', ['clickSearch', JSON.stringify({ searchText: 'vestibular goggles' }), 'guest']);
      expect(await recent(new Client(restarted.url), 'vestib')).toEqual(['vestibular goggles']);
      const buyer = new Client(restarted.url);
      expect((await buyer.signIn(...DEMO.buyer)).status).toBe(200);
      expect(await recent(buyer, 'vestib')).toEqual([]);
    } finally {
      await restarted.close();
    }
  }, 120_000);
});
