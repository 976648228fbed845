// The sandbox's notion of "now". Standing orders fall due by it and the scheduler places them by it;
// tests move it forward (PX-16-010) instead of waiting; it goes back only to the real time (reset).
const DAY_MS = 86_400_000;

export class Clock {
  private offsetMs = 0;

  constructor(private readonly real: () => number = Date.now) {}

  now(): Date {
    return new Date(this.real() + this.offsetMs);
  }

  /** Today as YYYY-MM-DD (UTC), the day standing orders are due by. */
  today(): string {
    return this.now().toISOString().slice(0, 10);
  }

  /** Moves the clock forward by whole days (1 to 3660); it cannot go back. */
  advanceDays(days: number): void {
    if (!Number.isInteger(days) || days < 1 || days > 3660) throw new RangeError('The clock moves forward by 1 to 3660 whole days.');
    this.offsetMs += days * DAY_MS;
  }

  /** Back to the real time: what a test moved forward is undone for the tests after it. */
  reset(): void {
    this.offsetMs = 0;
  }

  /** Days the clock has been moved forward. */
  get advancedDays(): number {
    return Math.round(this.offsetMs / DAY_MS);
  }
}
