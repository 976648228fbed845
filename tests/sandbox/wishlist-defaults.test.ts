// The default wishlist is held by the server (PX-24-001, PX-24-002): one per buyer and account,
// setting one replaces the other, and when the chosen list goes the oldest one left is the default.
// Runs on PGlite and, through test:sandbox:pg, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { signedIn, type Client } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
}, 120_000);
afterAll(() => sandbox?.close());

type Summary = { id: string; name: string; isDefault: boolean };
const summaries = async (client: Client, query = '') => ((await client.get(`/wishlists${query}`)).body as { summaries: Summary[] }).summaries;
const defaults = async (client: Client, query = '') => (await summaries(client, query)).filter((s) => s.isDefault).map((s) => s.name);
const create = async (client: Client, name: string, query = '') => ((await client.post(`/wishlists${query}`, { name, products: [] })).body as { summary: Summary }).summary;

describe('the default wishlist', () => {
  it('[PX-24-001][PX-24-002] exactly one list is the default: the oldest until one is chosen; choosing another replaces it; deleting it falls back to the oldest left', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    // Never chosen: the oldest list (the seeded one) is the default.
    expect(await defaults(dana)).toEqual(['Clinic reorder list']);
    const ward = await create(dana, 'Ward A');
    const lab = await create(dana, 'Sleep lab');
    expect(ward.isDefault).toBe(false);

    const chosen = await dana.patch(`/wishlists/${lab.id}`, { isDefault: true });
    expect(chosen.status).toBe(200);
    expect(chosen.body.summary).toMatchObject({ id: lab.id, name: 'Sleep lab', isDefault: true });
    expect(await defaults(dana)).toEqual(['Sleep lab']);
    // Read from another device (a new session of the same buyer): the same default.
    expect(await defaults(await signedIn(sandbox.url, 'buyer'))).toEqual(['Sleep lab']);

    // Choosing another clears the first; choosing it twice changes nothing.
    await dana.patch(`/wishlists/${ward.id}`, { isDefault: true });
    await dana.patch(`/wishlists/${ward.id}`, { isDefault: true });
    expect(await defaults(dana)).toEqual(['Ward A']);
    expect((await dana.get(`/wishlists/${lab.id}`)).body.summary.isDefault).toBe(false);

    // A rename keeps the default; both at once work too.
    expect((await dana.patch(`/wishlists/${ward.id}`, { name: 'Ward A (east)' })).body.summary).toMatchObject({ name: 'Ward A (east)', isDefault: true });
    expect((await dana.patch(`/wishlists/${lab.id}`, { name: 'Sleep lab 2', isDefault: true })).body.summary).toMatchObject({ name: 'Sleep lab 2', isDefault: true });

    // Deleting the default: the oldest list left is the default again.
    expect((await dana.delete(`/wishlists/${lab.id}`)).status).toBe(204);
    expect(await defaults(dana)).toEqual(['Clinic reorder list']);
    await dana.delete(`/wishlists/${ward.id}`);
    expect(await defaults(dana)).toEqual(['Clinic reorder list']);
  });

  it('[PX-24-001] the default is the buyer’s own: another buyer of the same account keeps theirs', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const morgan = await signedIn(sandbox.url, 'approver');
    const shared = await create(dana, 'Shared shelf');
    try {
      await morgan.patch(`/wishlists/${shared.id}`, { isDefault: true });
      expect(await defaults(morgan)).toEqual(['Shared shelf']);
      expect(await defaults(dana)).toEqual(['Clinic reorder list']);
    } finally {
      await dana.delete(`/wishlists/${shared.id}`);
    }
    expect(await defaults(morgan)).toEqual(['Clinic reorder list']);
  });

  it('[PX-24-001] the default is per account acted for: choosing one for one account leaves the other account’s', async () => {
    const riley = await signedIn(sandbox.url, 'multi');
    const portland = '?effectiveAccountId=001000000000003';
    const seattle = '?effectiveAccountId=001000000000002';
    const first = await create(riley, 'Seattle weekly', seattle);
    const second = await create(riley, 'Seattle monthly', seattle);
    await riley.patch(`/wishlists/${second.id}${seattle}`, { isDefault: true });
    expect(await defaults(riley, seattle)).toEqual(['Seattle monthly']);
    // Portland's default is still its oldest list.
    expect(await defaults(riley, portland)).toEqual(['Portland clinic supplies']);
    const portlandNew = await create(riley, 'Portland new', portland);
    await riley.patch(`/wishlists/${portlandNew.id}${portland}`, { isDefault: true });
    expect(await defaults(riley, seattle)).toEqual(['Seattle monthly']);
    expect(await defaults(riley, portland)).toEqual(['Portland new']);
    for (const [id, query] of [[first.id, seattle], [second.id, seattle], [portlandNew.id, portland]] as const) await riley.delete(`/wishlists/${id}${query}`);
    expect(await defaults(riley, seattle)).toEqual([]);
  });

  it('[PX-24-001] the body must say something: an empty change, isDefault false and another account’s list are refused', async () => {
    const dana = await signedIn(sandbox.url, 'buyer');
    const seeded = (await summaries(dana))[0]!;
    expect((await dana.patch(`/wishlists/${seeded.id}`, {})).status).toBe(400);
    expect((await dana.patch(`/wishlists/${seeded.id}`, { isDefault: false })).status).toBe(400);
    const riley = await signedIn(sandbox.url, 'multi');
    expect((await riley.patch(`/wishlists/${seeded.id}`, { isDefault: true })).status).toBe(404);
    expect(await defaults(dana)).toEqual([seeded.name]);
  });
});
