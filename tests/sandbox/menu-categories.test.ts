// PX-80-001: the navigation menu answers, for the account a buyer acts for, exactly the top
// categories of the business lines the account buys from (fixtures/data/accounts.json). Runs on
// PGlite and, through `bash scripts/with-postgres.sh`, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import accountsFixture from '../../fixtures/data/accounts.json' with { type: 'json' };
import catalogueFixture from '../../fixtures/data/catalogue.json' with { type: 'json' };
import { Client, signedIn } from './client.ts';

const MENU = '/services/data/v64.0/connect/communities/0DB000000000001/navigation-menu/navigation-menu-items?navigationLinkSetDeveloperName=Default_Navigation';
const TOP_NAMES = catalogueFixture.categories.filter((c) => c.parentId === null).map((c) => c.name);
const accountOf = (id: string) => accountsFixture.accounts.find((a) => a.id === id)!;

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
}, 120_000);
afterAll(() => sandbox?.close());

async function topCategoriesIn(client: Client, effectiveAccountId?: string): Promise<string[]> {
  const reply = await client.get(effectiveAccountId ? `${MENU}&effectiveAccountId=${effectiveAccountId}` : MENU);
  expect(reply.status).toBe(200);
  return (reply.body.menuItems as { label: string }[]).map((i) => i.label).filter((label) => TOP_NAMES.includes(label));
}

describe('the menu of the account a buyer acts for', () => {
  it('[PX-80-001] each demo account is answered exactly the top categories of its business lines', async () => {
    const users = { buyer: 'buyer@demo.test', multi: 'multi@demo.test', approver: 'approver@demo.test' } as const;
    let checked = 0;
    for (const [who, username] of Object.entries(users) as [keyof typeof users, string][]) {
      const client = await signedIn(sandbox.url, who);
      const user = accountsFixture.users.find((u) => u.username === username)!;
      for (const accountId of user.managedAccountIds) {
        const lines = accountOf(accountId).businessLines;
        expect(await topCategoriesIn(client, accountId), `${username} as ${accountId}`).toEqual(TOP_NAMES.filter((name) => lines.includes(name)));
        checked += 1;
      }
    }
    expect(checked).toBe(5);
  });

  it("[PX-80-001] the Sensory-only account (Pacific Crest Hearing Center – Spokane) sees 'Sensory' and not 'Neurology'; the page links stay", async () => {
    const multi = await signedIn(sandbox.url, 'multi');
    expect(await topCategoriesIn(multi, '001000000000004')).toEqual(['Sensory']);
    const labels = ((await multi.get(`${MENU}&effectiveAccountId=001000000000004`)).body.menuItems as { label: string }[]).map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['About us', 'Contact us']));
    // Switched back, the health system buys from both lines again (nothing kept from the last answer).
    expect(await topCategoriesIn(multi, '001000000000002')).toEqual(['Neurology', 'Sensory']);
  });

  it('[PX-80-001] a guest, and the session\'s account when none is named, are answered as the rule says', async () => {
    expect(await topCategoriesIn(new Client(sandbox.url))).toEqual(TOP_NAMES);
    const buyer = await signedIn(sandbox.url, 'buyer');
    expect(await topCategoriesIn(buyer)).toEqual(['Neurology']);
  });
});
