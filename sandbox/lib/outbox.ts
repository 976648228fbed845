// Outgoing e-mail of the sandbox: each message is written as an .eml file (RFC 5322 text) into
// the outbox folder instead of being sent.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export const SENDER = 'Kestrel Ridge Medical <no-reply@kestrelridge.example>';

export class Outbox {
  private sequence = 0;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  send(mail: Mail, now = new Date()): string {
    const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    const slug = mail.subject.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40);
    // The process id keeps the names of processes sharing one outbox apart (PX-66-005).
    const file = join(this.dir, `${stamp}-${process.pid}-${String(++this.sequence).padStart(3, '0')}-${slug}.eml`);
    const headers = [
      `From: ${SENDER}`,
      `To: ${mail.to}`,
      `Subject: ${mail.subject}`,
      `Date: ${now.toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ];
    writeFileSync(file, `${headers.join('\r\n')}\r\n\r\n${mail.text.replace(/\r?\n/g, '\r\n')}\r\n`);
    return file;
  }

  /** The messages written so far, oldest first (tests and the review script read them). */
  list(): Array<{ file: string; text: string }> {
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => ({ file: join(this.dir, f), text: readFileSync(join(this.dir, f), 'utf8') }));
  }
}
