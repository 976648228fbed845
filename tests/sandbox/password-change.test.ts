// The password change of My account (PX-24-010..PX-24-012): the current password proves the buyer,
// a wrong one is throttled with the failed sign-ins, and a change ends every other session of the
// user while the caller stays signed in. Runs on PGlite and, through test:sandbox:pg, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { Client, lastPasswordLink } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ trustProxy: true, securityLog: () => undefined });
}, 120_000);
afterAll(() => sandbox?.close());

/** A client signed in as `username`, calling from its own address (the sandbox trusts X-Forwarded-For here). */
async function signedInFrom(address: string, username: string, password: string) {
  const client = new Client(sandbox.url);
  const request = client.request.bind(client);
  client.request = (method, path, body, headers = {}) => request(method, path, body, { 'x-forwarded-for': address, ...headers });
  const reply = await client.signIn(username, password);
  expect(reply.status).toBe(200);
  return client;
}

const isSignedIn = async (client: Client) => (await client.get('/session-context')).body.guestUser === false;

const lastLink = (to: string) => lastPasswordLink(sandbox.core.outbox.dir, to);

describe('changing the password', () => {
  it('[PX-24-010][PX-24-011] the right current password changes it: the other sessions end, this one stays, the old password and old links stop working', async () => {
    const laptop = await signedInFrom('198.51.100.31', 'buyer@demo.test', 'Demo-Buyer-1');
    const phone = await signedInFrom('198.51.100.32', 'buyer@demo.test', 'Demo-Buyer-1');
    const tablet = await signedInFrom('198.51.100.33', 'buyer@demo.test', 'Demo-Buyer-1');
    const riley = await signedInFrom('198.51.100.34', 'multi@demo.test', 'Demo-Multi-1');
    // A reset link asked for earlier must not outlive the password it was for.
    expect((await new Client(sandbox.url).post('/auth/forgot-password', { username: 'buyer@demo.test' })).status).toBe(202);
    const link = lastLink('buyer@demo.test');

    const changed = await laptop.post('/auth/change-password', { currentPassword: 'Demo-Buyer-1', newPassword: 'Harbor-View-1420' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ otherSessionsEnded: 2 });
    expect(await isSignedIn(laptop)).toBe(true);
    expect((await laptop.get('/wishlists')).status).toBe(200);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(tablet)).toBe(false);
    // Another user's session is not touched.
    expect(await isSignedIn(riley)).toBe(true);

    expect((await new Client(sandbox.url).signIn('buyer@demo.test', 'Demo-Buyer-1')).status).toBe(401);
    expect((await new Client(sandbox.url).signIn('buyer@demo.test', 'Harbor-View-1420')).status).toBe(200);
    expect((await new Client(sandbox.url).post('/auth/reset-password', { token: link, newPassword: 'From-Old-Link-1' })).status).toBe(410);
    // Changing again from the session that stayed works (and nothing else is left to end but the sign-in above).
    const back = await laptop.post('/auth/change-password', { currentPassword: 'Harbor-View-1420', newPassword: 'Demo-Buyer-1' });
    expect(back.body).toEqual({ otherSessionsEnded: 1 });
  });

  it('[PX-24-010] a wrong current password is refused with a clear message and counts as a failed sign-in: five make the address wait, for sign-in too', async () => {
    const client = await signedInFrom('203.0.113.40', 'approver@demo.test', 'Demo-Approver-1');
    for (let i = 0; i < 5; i++) {
      const wrong = await client.post('/auth/change-password', { currentPassword: `not-it-${i}x`, newPassword: 'Brand-New-Pass-9' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual([{ errorCode: 'INVALID_CURRENT_PASSWORD', message: 'Your current password is not correct.' }]);
    }
    const held = await client.post('/auth/change-password', { currentPassword: 'Demo-Approver-1', newPassword: 'Brand-New-Pass-9' });
    expect(held.status).toBe(429);
    expect(held.body[0].errorCode).toBe('LOGIN_RATE_LIMITED');
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(50);
    const signIn = new Client(sandbox.url);
    await signIn.get('/application-context');
    expect((await signIn.request('POST', '/auth/login', { username: 'approver@demo.test', password: 'Demo-Approver-1' }, { 'x-forwarded-for': '203.0.113.40' })).status).toBe(429);
    // The password did not change, and the buyer's session is still theirs.
    expect(await isSignedIn(client)).toBe(true);
    expect((await signedInFrom('198.51.100.41', 'approver@demo.test', 'Demo-Approver-1').then(isSignedIn))).toBe(true);
  });

  it('[PX-24-012] the new password follows the reset’s rules and differs from the current; the call needs a signed-in buyer and the CSRF token', async () => {
    const client = await signedInFrom('198.51.100.50', 'reviewer@demo.test', 'Demo-Reviewer-1');
    const weak = await client.post('/auth/change-password', { currentPassword: 'Demo-Reviewer-1', newPassword: 'short1' });
    expect(weak.status).toBe(400);
    expect(weak.body[0]).toEqual({ errorCode: 'INVALID_NEW_PASSWORD', message: 'Your password must be at least 8 characters long and include at least one letter and one number.' });
    expect((await client.post('/auth/change-password', { currentPassword: 'Demo-Reviewer-1', newPassword: 'reviewer@demo.test' })).status).toBe(400);
    const same = await client.post('/auth/change-password', { currentPassword: 'Demo-Reviewer-1', newPassword: 'Demo-Reviewer-1' });
    expect(same.body).toEqual([{ errorCode: 'INVALID_NEW_PASSWORD', message: 'Choose a new password that differs from your current one.' }]);
    expect((await client.request('POST', '/auth/change-password', { currentPassword: 'Demo-Reviewer-1', newPassword: 'Other-Pass-22' }, { 'csrf-token': 'forged' })).status).toBe(403);
    expect((await client.post('/auth/change-password', { currentPassword: 'Demo-Reviewer-1' })).status).toBe(400);
    const guest = new Client(sandbox.url);
    await guest.get('/application-context');
    expect((await guest.post('/auth/change-password', { currentPassword: 'Demo-Reviewer-1', newPassword: 'Other-Pass-22' })).status).toBe(401);
    // None of these changed it.
    expect((await new Client(sandbox.url).signIn('reviewer@demo.test', 'Demo-Reviewer-1')).status).toBe(200);
  });
});
