// The sandbox's notion of "now". Standing orders fall due by it and the scheduler places them by it;
// tests move it forward (PX-16-010) instead of waiting; it goes back only to the real time (reset).
// Over PostgreSQL the offset lives in the database (PX-66-004), so every process sharing it runs on
// one clock: a move through one process is read by the others before they answer (sync).
import type { Queryable } from '../db/index.ts';

const DAY_MS = 86_400_000;

export class Clock {
  private offsetMs = 0;

  /** `shared`: the database whose shared_clock row holds the offset; none keeps it in this process. */
  constructor(private readonly real: () => number = Date.now, private readonly shared?: Queryable) {}

  now(): Date {
    return new Date(this.real() + this.offsetMs);
  }

  /** Today as YYYY-MM-DD (UTC), the day standing orders are due by. */
  today(): string {
    return this.now().toISOString().slice(0, 10);
  }

  /** Reads the offset another process may have moved. */
  async sync(): Promise<void> {
    if (!this.shared) return;
    const row = await this.shared.one<{ offset_ms: number }>('SELECT offset_ms FROM shared_clock');
    this.offsetMs = Number(row?.offset_ms ?? 0);
  }

  /** Moves the clock forward by whole days (1 to 3660); it cannot go back. */
  async advanceDays(days: number): Promise<void> {
    if (!Number.isInteger(days) || days < 1 || days > 3660) throw new RangeError('The clock moves forward by 1 to 3660 whole days.');
    if (!this.shared) {
      this.offsetMs += days * DAY_MS;
      return;
    }
    // Added in one statement, so moves through two processes at once both count.
    const row = await this.shared.one<{ offset_ms: number }>('UPDATE shared_clock SET offset_ms = offset_ms + $1 RETURNING offset_ms', [days * DAY_MS]);
    this.offsetMs = Number(row!.offset_ms);
  }

  /** Back to the real time: what a test moved forward is undone for the tests after it. Answers the milliseconds undone. */
  async reset(): Promise<number> {
    let undone = this.offsetMs;
    if (this.shared) {
      const row = await this.shared.one<{ undone: number }>('UPDATE shared_clock c SET offset_ms = 0 FROM shared_clock old WHERE old.id = c.id RETURNING old.offset_ms AS undone');
      undone = Number(row?.undone ?? 0);
    }
    this.offsetMs = 0;
    return undone;
  }

  /** Days the clock has been moved forward. */
  get advancedDays(): number {
    return Math.round(this.offsetMs / DAY_MS);
  }

  /**
   * PX-16-009: the day the scheduler places occurrences from (those due before it are the fixtures'
   * history). Shared: the first process to ask sets it for all, so they agree on what is due.
   */
  async schedulerSince(): Promise<string> {
    if (!this.shared) return this.today();
    const row = await this.shared.one<{ since: string }>(
      `UPDATE shared_clock SET scheduler_since = COALESCE(scheduler_since, $1::date) RETURNING to_char(scheduler_since, 'YYYY-MM-DD') AS since`, [this.today()]);
    return row!.since;
  }
}
