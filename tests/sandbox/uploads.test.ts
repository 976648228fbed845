// Uploads: PDF, PNG or JPEG by their magic bytes, at most 10 MB, stored outside the web root.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { signedIn, type Client } from './client.ts';

let sandbox: Sandbox;
let dana: Client;
let checkoutId: string;
beforeAll(async () => {
  sandbox = await createSandbox({ checkoutProcessingMs: 0 });
  dana = await signedIn(sandbox.url, 'buyer');
  checkoutId = (await dana.put('/checkouts', { cartId: '0a6000000000001' })).body.checkoutId;
}, 120_000);
afterAll(() => sandbox?.close());

function upload(bytes: Buffer, name: string, type = 'application/pdf') {
  const form = new FormData();
  form.append('poNumber', 'PO-LNA-4700');
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return dana.post(`/checkouts/${checkoutId}/purchase-order`, form);
}

describe('sandbox uploads', () => {
  it('[PX-03-009] a file that is not a PDF, PNG or JPEG answers 415, whatever its name and declared type', async () => {
    const reply = await upload(Buffer.from('MZ\x90\x00 not a pdf at all'), 'order.pdf');
    expect(reply.status).toBe(415);
    expect(reply.body).toEqual([{ errorCode: 'UNSUPPORTED_FILE_TYPE', message: 'Upload a PDF, PNG or JPEG file.' }]);
  });

  it('[PX-03-009] a file over 10 MB answers 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4\n');
    const reply = await upload(big, 'big.pdf');
    expect(reply.status).toBe(413);
    expect(reply.body[0].errorCode).toBe('FILE_TOO_LARGE');
  });

  it('[PX-03-009] a PNG is accepted with a sanitised name and stored outside the web root under a generated name', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
    const reply = await upload(png, '../../etc/<purchase order>.png', 'application/octet-stream');
    expect(reply.status).toBe(201);
    expect(reply.body.file).toMatchObject({ name: 'purchase_order_.png', contentType: 'image/png', size: png.length });
    const stored = readdirSync(sandbox.core.files.dir);
    expect(stored.some((f) => /^[0-9a-f-]{36}\.png$/.test(f))).toBe(true);
    expect(existsSync(join(sandbox.core.files.dir, '..', '..', 'etc'))).toBe(false);
    expect((await dana.get(`/assets/${stored[0]}`)).status).toBe(404);
  });

  it('[PX-03-009] no file answers 400 with the form message', async () => {
    const form = new FormData();
    form.append('poNumber', 'PO-LNA-4700');
    const reply = await dana.post(`/checkouts/${checkoutId}/purchase-order`, form);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual([{ errorCode: 'MISSING_FILE', message: 'Please upload a Purchase Order file' }]);
  });
});
