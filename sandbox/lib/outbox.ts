// Outgoing e-mail of the sandbox: each message is composed by nodemailer's MailComposer as a
// multipart/alternative message (plain text and HTML, PX-68-005) and written as an .eml file into the
// outbox folder instead of being sent. Links are store paths that the outbox makes absolute from the
// store's one public address (STORE_PUBLIC_URL, PX-68-003), so a mail client can open them.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import escapeHtml from 'escape-html';
import { decode as decodeQuotedPrintable } from 'libqp';
import MailComposer from 'nodemailer/lib/mail-composer';

/** A link to a page of the store, by its path ('/orders/KRM-100001'). */
export interface MailLink {
  label: string;
  path: string;
}

/** What a message says, part by part: a paragraph, a link, a list of lines, or label–amount rows. */
export type MailBlock = string | { link: MailLink } | { lines: string[] } | { rows: Array<readonly [string, string]> };

export interface Mail {
  to: string;
  subject: string;
  blocks: MailBlock[];
  /** PX-81-002: the language it is written in ('fr'), for the HTML's lang and Content-Language; English when absent. */
  language?: string;
}

const SENDER = 'Kestrel Ridge Medical <no-reply@kestrelridge.example>';

/** The absolute address of a store path on the public address (PX-68-003). */
function storeAddress(publicUrl: string, path: string): string {
  return new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).href;
}

const widest = (rows: ReadonlyArray<readonly [string, string]>) => Math.max(...rows.map(([label]) => label.length));

/** The plain-text part: paragraphs apart, each link as 'label: address', rows aligned. */
function mailText(mail: Pick<Mail, 'blocks'>, publicUrl: string): string {
  return mail.blocks
    .map((block) => {
      if (typeof block === 'string') return block;
      if ('link' in block) return `${block.link.label}: ${storeAddress(publicUrl, block.link.path)}`;
      if ('lines' in block) return block.lines.join('\n');
      const width = widest(block.rows);
      return block.rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n');
    })
    .join('\n\n');
}

/** The HTML part: the same blocks, escaped, with real links. */
function mailHtml(mail: Pick<Mail, 'blocks' | 'subject' | 'language'>, publicUrl: string): string {
  const body = mail.blocks
    .map((block) => {
      if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
      if ('link' in block) return `<p><a href="${escapeHtml(storeAddress(publicUrl, block.link.path))}">${escapeHtml(block.link.label)}</a></p>`;
      if ('lines' in block) return `<ul>${block.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
      const rows = block.rows.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding-right:2em">${escapeHtml(label)}</th><td style="text-align:right">${escapeHtml(value)}</td></tr>`);
      return `<table>${rows.join('')}</table>`;
    })
    .join('\n');
  return `<!doctype html>\n<html lang="${escapeHtml(mail.language ?? 'en')}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head><body>\n${body}\n</body></html>`;
}

/** One message of the outbox as a person reads it: its headers and its plain-text part, decoded. */
export interface OutboxMessage {
  file: string;
  /** The headers and the decoded plain-text part (what the tests and the review script read). */
  text: string;
  /** The decoded HTML part. */
  html: string;
  /** The message as written. */
  raw: string;
}

function decodePart(part: string): { type: string; body: string } {
  const split = part.indexOf('\r\n\r\n');
  const headers = part.slice(0, split);
  const body = part.slice(split + 4).replace(/\r\n$/, '');
  const type = /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim().toLowerCase() ?? 'text/plain';
  const encoding = /content-transfer-encoding:\s*([^\s;]+)/i.exec(headers)?.[1]?.toLowerCase() ?? '7bit';
  const bytes = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
  return { type, body: bytes.toString('utf8').replace(/\r\n/g, '\n') };
}

/** Reads a written message back: the top headers, and the text and HTML parts of its alternative. */
export function readMessage(file: string, raw: string): OutboxMessage {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, ' ');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? raw.slice(headerEnd).split(`--${boundary}`).slice(1, -1).map((part) => decodePart(part.replace(/^\r\n/, ''))) : [decodePart(raw)];
  const text = parts.find((part) => part.type === 'text/plain')?.body ?? '';
  const html = parts.find((part) => part.type === 'text/html')?.body ?? '';
  return { file, text: `${headers.replace(/\r\n/g, '\n')}\n\n${text}`, html, raw };
}

export class Outbox {
  private sequence = 0;

  /**
   * @param publicUrl the store's public address, which every link is made absolute from (PX-68-003);
   * the server sets it once it listens, unless STORE_PUBLIC_URL names it.
   */
  constructor(
    readonly dir: string,
    public publicUrl: string,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  async send(mail: Mail, now = new Date()): Promise<string> {
    const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    const slug = mail.subject.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40);
    const sequence = String(++this.sequence).padStart(3, '0');
    // The process id keeps the names of processes sharing one outbox apart (PX-66-005).
    const file = join(this.dir, `${stamp}-${process.pid}-${sequence}-${slug}.eml`);
    const composer = new MailComposer({
      from: SENDER,
      to: mail.to,
      subject: mail.subject,
      date: now,
      messageId: `<${stamp}-${sequence}-${process.pid}@kestrelridge.example>`,
      text: mailText(mail, this.publicUrl),
      html: mailHtml(mail, this.publicUrl),
      headers: { 'Content-Language': mail.language ?? 'en' },
    });
    writeFileSync(file, await composer.compile().build());
    return file;
  }

  /** The messages written so far, oldest first (tests and the review script read them). */
  list(): OutboxMessage[] {
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => readMessage(join(this.dir, f), readFileSync(join(this.dir, f), 'utf8')));
  }
}
