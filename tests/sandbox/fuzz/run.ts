// Sends fuzz cases over raw HTTP (so malformed URLs and bodies reach the server as written) and
// judges each answer against the operation's documented responses and the platform's error body.
import { request as httpRequest } from 'node:http';
import type { FuzzCase, Operation } from './cases.ts';

const ANSWER_TIMEOUT_MS = 15_000;

export interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

export type Verdict = '5xx' | 'undocumented' | 'non-conforming body' | 'hang' | 'no answer';

export interface Finding {
  verdict: Verdict;
  operationId: string;
  kind: string;
  identity: string;
  status?: number;
  detail: string;
}

export function send(baseUrl: string, fuzzCase: FuzzCase, cookie: string, csrf: string | undefined): Promise<Answer | 'hang' | Error> {
  const target = new URL(baseUrl);
  return new Promise((resolveAnswer) => {
    const headers: Record<string, string | number> = { ...fuzzCase.headers, ...(cookie ? { cookie } : {}), ...(csrf ? { 'csrf-token': csrf } : {}) };
    if (fuzzCase.body) headers['content-length'] = fuzzCase.body.length;
    const req = httpRequest({ host: target.hostname, port: target.port, method: fuzzCase.method, path: fuzzCase.url, headers, insecureHTTPParser: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        resolveAnswer({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) });
      });
      res.on('error', (error) => resolveAnswer(error));
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolveAnswer('hang');
    }, ANSWER_TIMEOUT_MS);
    req.on('error', (error) => {
      clearTimeout(timer);
      resolveAnswer(error);
    });
    if (fuzzCase.body) req.end(fuzzCase.body);
    else req.end();
  });
}

const isErrorBody = (value: unknown) =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((e) => e !== null && typeof e === 'object' && typeof e.errorCode === 'string' && e.errorCode.length > 0 && typeof e.message === 'string' && e.message.length > 0);

/** What is wrong with an answer, if anything. */
export function judge(op: Operation, answer: Answer | 'hang' | Error): { verdict: Verdict; status?: number; detail: string }[] {
  if (answer === 'hang') return [{ verdict: 'hang', detail: `no answer within ${ANSWER_TIMEOUT_MS} ms` }];
  if (answer instanceof Error) return [{ verdict: 'no answer', detail: answer.message }];
  const findings: { verdict: Verdict; status?: number; detail: string }[] = [];
  const { status } = answer;
  const text = answer.body.toString('utf8');
  if (status >= 500) findings.push({ verdict: '5xx', status, detail: text.slice(0, 200) });
  const documented = op.statuses.has(String(status)) || op.statuses.has(`${String(status)[0]}XX`) || op.statuses.has('default');
  if (!documented) findings.push({ verdict: 'undocumented', status, detail: text.slice(0, 200) });
  if (status >= 400) {
    let parsed: unknown;
    try {
      parsed = answer.contentType.includes('application/json') ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!isErrorBody(parsed)) findings.push({ verdict: 'non-conforming body', status, detail: `${answer.contentType} ${text.slice(0, 200)}` });
  }
  return findings;
}
