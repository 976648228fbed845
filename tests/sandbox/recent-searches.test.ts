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
  it('[PX-03-026][CC-3-005] a guest gets back its own searches and not another guest\'s', async () => {
    const first = new Client(sandbox.url);
    const second = new Client(sandbox.url);
    await first.get('/application-context');
    await second.get('/application-context');
    expect((await viewSearch(first, 'cortexa cup')).status).toBe(202);
    expect((await viewSearch(second, 'cortexa cap')).status).toBe(202);
    expect(await recent(first, 'cortexa')).toEqual(['cortexa cup']);
    expect(await recent(second, 'cortexa')).toEqual(['cortexa cap']);
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
});
