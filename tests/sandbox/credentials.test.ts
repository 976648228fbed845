// Credentials that hold: failed sign-ins wait per account and per address without a stranger locking
// a buyer out, password links work once and end other sessions, the account lookup reveals nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { Client, lastPasswordLink, signedIn } from './client.ts';

const log: string[] = [];
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ trustProxy: true, securityLog: (line) => log.push(line) });
}, 120_000);
afterAll(() => sandbox?.close());

/** A client that calls from its own address (the sandbox trusts X-Forwarded-For here). */
async function from(address: string) {
  const client = new Client(sandbox.url);
  const request = client.request.bind(client);
  client.request = (method, path, body, headers = {}) => request(method, path, body, { 'x-forwarded-for': address, ...headers });
  await client.get('/application-context');
  return client;
}

describe('failed sign-ins', () => {
  it('[PX-10-010] five wrong passwords in a row make that address wait, with a clear message, Retry-After and a log line', async () => {
    const attacker = await from('203.0.113.5');
    for (let i = 0; i < 5; i++) expect((await attacker.post('/auth/login', { username: 'buyer@demo.test', password: `wrong-${i}x` })).status).toBe(401);
    const right = await attacker.post('/auth/login', { username: 'buyer@demo.test', password: 'Demo-Buyer-1' });
    expect(right.status).toBe(429);
    expect(right.body).toEqual([{ errorCode: 'LOGIN_RATE_LIMITED', message: 'Too many failed sign-in attempts. Try again in 1 minute, or reset your password.' }]);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(log.some((l) => l.includes('account=buyer@demo.test address=203.0.113.5 for 60s'))).toBe(true);
    // The buyer, elsewhere, is not held up.
    expect((await (await from('198.51.100.7')).post('/auth/login', { username: 'buyer@demo.test', password: 'Demo-Buyer-1' })).status).toBe(200);
  });

  it('[PX-10-010] a stranger failing many times from many addresses cannot lock the buyer out of an address they use', async () => {
    const home = await from('198.51.100.20');
    expect((await home.post('/auth/login', { username: 'multi@demo.test', password: 'Demo-Multi-1' })).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 25; i++) statuses.push((await (await from(`192.0.2.${i + 1}`)).post('/auth/login', { username: 'multi@demo.test', password: `guess-${i}x` })).status);
    // 20 failures of the account from addresses it never used, then those addresses wait.
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
    expect(log.some((l) => l.startsWith('sign-in locked: account=multi@demo.test for addresses it never signed in from'))).toBe(true);
    const newcomer = await from('192.0.2.200');
    expect((await newcomer.post('/auth/login', { username: 'multi@demo.test', password: 'Demo-Multi-1' })).status).toBe(429);
    expect((await (await from('198.51.100.20')).post('/auth/login', { username: 'multi@demo.test', password: 'Demo-Multi-1' })).status).toBe(200);
  });
});

const lastLink = (to: string) => lastPasswordLink(sandbox.core.outbox.dir, to);

describe('password reset', () => {
  it('[PX-10-012] a newer link voids the older one, a link works once under 5 racing requests, and a reset ends the other sessions', async () => {
    const elsewhere = await signedIn(sandbox.url, 'approver');
    const anonymous = new Client(sandbox.url);
    await anonymous.get('/application-context');
    expect((await anonymous.post('/auth/forgot-password', { username: 'approver@demo.test' })).status).toBe(202);
    const older = lastLink('approver@demo.test');
    expect((await anonymous.post('/auth/forgot-password', { username: 'approver@demo.test' })).status).toBe(202);
    const newer = lastLink('approver@demo.test');
    expect(newer).not.toBe(older);
    expect((await anonymous.post('/auth/reset-password', { token: older, newPassword: 'Older-Link-1' })).status).toBe(410);
    const racing = await Promise.all(Array.from({ length: 5 }, (_, i) => new Client(sandbox.url).post('/auth/reset-password', { token: newer, newPassword: `Racing-Reset-${i}` })));
    expect(racing.map((r) => r.status).sort()).toEqual([204, 410, 410, 410, 410]);
    expect((await elsewhere.get('/session-context')).body.guestUser).toBe(true);
    const winner = racing.findIndex((r) => r.status === 204);
    expect((await new Client(sandbox.url).signIn('approver@demo.test', `Racing-Reset-${winner}`)).status).toBe(200);
  });
});

describe('registration account lookup', () => {
  it('[PX-10-011][SH-5-012] the lookup answers only whether a number can be used, and the SH §5 message when it cannot', async () => {
    const stranger = new Client(sandbox.url);
    const found = await stranger.get('/registrations/account-lookup?accountNumber=KR-10001');
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ accountNumber: 'KR-10001', usable: true });
    const missing = await stranger.get('/registrations/account-lookup?accountNumber=C-999999');
    expect(missing.body).toEqual([{ errorCode: 'ACCOUNT_NOT_FOUND', message: 'No Account Found with Account#' }]);
  });
});
