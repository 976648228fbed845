// Registration with files and its review (credentials and notification e-mails in the outbox), and
// the forgot-password e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { Client, registration, registrationForm as form, signedIn } from './client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
}, 120_000);
afterAll(() => sandbox?.close());

describe('registration and review', () => {
  it('[PX-03-018][SH-5-002] a reseller registration without its licence file answers 400 with the form message', async () => {
    const reply = await new Client(sandbox.url).post('/registrations', form(registration('a@glcs.example'), false));
    expect(reply.status).toBe(400);
    expect(reply.body).toContainEqual({ errorCode: 'REQUIRED_FILE_MISSING', message: 'Resale License File is required, Please Upload' });
  });

  it('[PX-03-018][SH-4-001][SH-4-002][SH-1-015] an approved registration gets a credentials e-mail whose link sets the first password; no sign-in before that', async () => {
    const submitted = await new Client(sandbox.url).post('/registrations', form(registration('priya@glcs.example'), true));
    expect(submitted.status).toBe(201);
    const id = submitted.body.registrationId;
    // SH-1-015: submitted but not reviewed: the applicant cannot sign in.
    expect((await new Client(sandbox.url).signIn('priya@glcs.example', 'Water-Street-2250')).status).toBe(401);
    const reviewer = await signedIn(sandbox.url, 'reviewer');
    const read = await reviewer.get(`/registrations/${id}`);
    expect(read.body.files).toEqual([{ part: 'resaleLicenseFile', name: 'wi-sellers-permit.pdf', contentType: 'application/pdf', size: 24 }]);
    expect((await (await signedIn(sandbox.url, 'buyer')).get(`/registrations/${id}`)).status).toBe(403);
    const approved = await reviewer.post(`/registrations/${id}/actions/approve`);
    expect(approved.body.status).toBe('Approved');
    const mail = sandbox.core.outbox.list().find((m) => m.text.includes('To: priya@glcs.example'))!;
    expect(mail.file).toMatch(/\.eml$/);
    expect(mail.text).toContain('User name: priya@glcs.example');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const client = new Client(sandbox.url);
    // Approved, password not yet set through the link: still no sign-in.
    expect((await client.signIn('priya@glcs.example', 'Water-Street-2250')).status).toBe(401);
    expect((await client.post('/auth/reset-password', { token, newPassword: 'Water-Street-2250' })).status).toBe(204);
    expect((await client.post('/auth/reset-password', { token, newPassword: 'Water-Street-2250' })).status).toBe(410);
    expect((await client.signIn('priya@glcs.example', 'Water-Street-2250')).status).toBe(200);
    expect((await reviewer.post(`/registrations/${id}/actions/approve`)).status).toBe(409);
  });

  it('[PX-17-005][PX-17-006][PX-68-003] the reviewer reads the documents; the approval link opens the set-password page', async () => {
    const submitted = await new Client(sandbox.url).post('/registrations', form(registration('omar@glcs.example'), true));
    const id = submitted.body.registrationId;
    const reviewer = await signedIn(sandbox.url, 'reviewer');
    const document = await fetch(`${sandbox.url}/services/data/v64.0/commerce/webstores/0ZE000000000001/registrations/${id}/files/resaleLicenseFile`, { headers: { cookie: reviewer.cookieHeader() } });
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toContain('application/pdf');
    expect(document.headers.get('content-disposition')).toBe('attachment; filename="wi-sellers-permit.pdf"');
    expect(await document.text()).toBe('%PDF-1.4\nresale licence\n');
    expect((await reviewer.get(`/registrations/${id}/files/taxExemptFile`)).status).toBe(404);
    expect((await (await signedIn(sandbox.url, 'buyer')).get(`/registrations/${id}/files/resaleLicenseFile`)).status).toBe(403);
    await reviewer.post(`/registrations/${id}/actions/approve`);
    const mail = sandbox.core.outbox.list().find((m) => m.text.includes('To: omar@glcs.example'))!;
    // PX-68-003: the link is an absolute address on the store's public address.
    expect(mail.text).toMatch(new RegExp(`^Set your password: ${sandbox.url}/set-password\\?token=[A-Za-z0-9_-]+$`, 'm'));
  });

  it('[PX-17-006][SH-1-016] the approval e-mail says its link works once for 24 hours; a link past its time is refused as expired and sets nothing', async () => {
    const submitted = await new Client(sandbox.url).post('/registrations', form(registration('lena@glcs.example'), true));
    const reviewer = await signedIn(sandbox.url, 'reviewer');
    await reviewer.post(`/registrations/${submitted.body.registrationId}/actions/approve`);
    const mail = sandbox.core.outbox.list().find((m) => m.text.includes('To: lena@glcs.example'))!;
    expect(mail.text).toContain('the link works once, for 24 hours');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const lifetime = await sandbox.core.db.query<{ hours: number }>(
      `SELECT extract(epoch FROM t.expires_at - now()) / 3600 AS hours FROM password_tokens t JOIN users u ON u.id = t.user_id WHERE u.username = $1`, ['lena@glcs.example']);
    expect(lifetime).toHaveLength(1);
    expect(Number(lifetime[0]!.hours)).toBeGreaterThan(23.9);
    expect(Number(lifetime[0]!.hours)).toBeLessThanOrEqual(24);
    // A day later: the link is refused with the message the set-password page shows.
    await sandbox.core.db.query(
      `UPDATE password_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users WHERE username = $1)`, ['lena@glcs.example']);
    const client = new Client(sandbox.url);
    const late = await client.post('/auth/reset-password', { token, newPassword: 'Water-Street-2250' });
    expect(late.status).toBe(410);
    expect(late.body).toEqual([{ errorCode: 'TOKEN_EXPIRED', message: 'This password link has expired. Request a new one.' }]);
    expect((await client.signIn('lena@glcs.example', 'Water-Street-2250')).status).toBe(401);
  });

  it('[PX-03-018][SH-4-003][SH-1-017][SH-1-015][PX-68-003] a declined registration gets a notification e-mail and no user', async () => {
    const submitted = await new Client(sandbox.url).post('/registrations', form(registration('maja@vet.example', { purchaseForResale: false }), false));
    const reviewer = await signedIn(sandbox.url, 'reviewer');
    const declined = await reviewer.post(`/registrations/${submitted.body.registrationId}/actions/decline`, { reason: 'We do not supply veterinary practices.' });
    expect(declined.body).toMatchObject({ status: 'Declined', declineReason: 'We do not supply veterinary practices.', userId: null });
    const mail = sandbox.core.outbox.list().find((m) => m.text.includes('To: maja@vet.example'))!;
    expect(mail.text).toContain('cannot accommodate your request');
    expect(mail.text).toContain('We do not supply veterinary practices.');
    expect(mail.text).not.toMatch(/set-password\?token=/);
    // PX-68-003: its one link, to the contact page, is absolute.
    expect(mail.text).toContain(`Contact us: ${sandbox.url}/contactus`);
    expect(mail.html).toContain(`href="${sandbox.url}/contactus"`);
    expect((await new Client(sandbox.url).signIn('maja@vet.example', 'Water-Street-2250')).status).toBe(401);
  });

  it('[PX-03-018] forgot-password answers the same 202 for anyone and e-mails a reset link to a real user', async () => {
    const client = new Client(sandbox.url);
    const before = sandbox.core.outbox.list().length;
    expect((await client.post('/auth/forgot-password', { username: 'nobody@demo.test' })).body).toEqual({ accepted: true });
    expect(sandbox.core.outbox.list().length).toBe(before);
    expect((await client.post('/auth/forgot-password', { username: 'buyer@demo.test' })).status).toBe(202);
    const mail = sandbox.core.outbox.list().at(-1)!;
    expect(mail.text).toContain('Subject: Reset your Kestrel Ridge Medical password');
  });
});
