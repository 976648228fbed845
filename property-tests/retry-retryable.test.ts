// The retry rule as the checkout's calls run it (src/api/retry.ts over machines/retry/retry-rule.ts),
// against a plain model: for any run of answers, the calls made, the waits between them and the outcome.
// The waits go through a fake clock that records them, so no test waits 4 s.
import fc from 'fast-check';
import { retryable } from '../src/api/retry.ts';

type Answer = { ok: true } | { ok: false; status: number | undefined };

/** The model: how many calls are made and whether the last succeeds, by the specification's rule as the project reads it (PX-76-003). */
function modelRun(answers: Answer[]): { calls: number; ok: boolean } {
  for (let index = 0; ; index += 1) {
    const answer = answers[index] ?? { ok: true };
    if (answer.ok) return { calls: index + 1, ok: true };
    const transient = answer.status === undefined || answer.status >= 500;
    if (index >= 3 || answer.status === 409 || !transient) return { calls: index + 1, ok: false };
  }
}

describe('retryable calls (model-based, fake clock)', () => {
  it('[CC-8-016][CC-8-017][CC-8-018][CC-9-009][CC-9-010][PX-76-003] at most 3 retries, each 4000 ms after a failure, never after a 409 or another 4xx', async () => {
    const answer = fc.oneof(
      { weight: 2, arbitrary: fc.constant<Answer>({ ok: true }) },
      { weight: 6, arbitrary: fc.constantFrom<number | undefined>(undefined, 500, 502, 503, 409, 400, 410, 422).map((status): Answer => ({ ok: false, status })) },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(answer, { maxLength: 6 }), async (answers) => {
        const waits: number[] = [];
        let calls = 0;
        const outcome = await retryable(
          async () => {
            const given = answers[calls] ?? { ok: true };
            calls += 1;
            if (given.ok) return 'done';
            throw given.status === undefined ? new TypeError('Failed to fetch') : Object.assign(new Error(`HTTP ${given.status}`), { status: given.status });
          },
          { sleep: async (ms) => void waits.push(ms) },
        ).then(
          () => true,
          () => false,
        );
        const expected = modelRun(answers);
        expect(calls).toBe(expected.calls);
        expect(outcome).toBe(expected.ok);
        expect(waits).toEqual(Array.from({ length: expected.calls - 1 }, () => 4000));
      }),
    );
  });
});
