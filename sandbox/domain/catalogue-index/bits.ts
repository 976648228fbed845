// Product sets as bitsets (one bit per catalogue position), and a pool that reuses them between searches.

export type Bits = Uint32Array;
export const BITS_PER_WORD = 32;
export const bitsFor = (n: number): Bits => new Uint32Array((n + 31) >>> 5);
export const hasBit = (bits: Bits, i: number) => (bits[i >>> 5]! & (1 << (i & 31))) !== 0;
export const setBit = (bits: Bits, i: number) => {
  bits[i >>> 5]! |= 1 << (i & 31);
};

/** Calls `visit` with each set bit in ascending order until it returns false. */
export function eachBit(bits: Bits, visit: (i: number) => boolean | void): void {
  for (let w = 0; w < bits.length; w += 1) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      if (visit((w << 5) + 31 - Math.clz32(low)) === false) return;
      word ^= low;
    }
  }
}

/** Bitsets reused from one search to the next (searches run one at a time), handed out cleared or copied. */
export class BitsPool {
  private readonly made: Bits[] = [];
  private used = 0;

  constructor(private readonly size: number) {}

  /** Starts a search: every bitset handed out before may be handed out again. */
  reset(): void {
    this.used = 0;
  }

  take(copyOf?: Bits): Bits {
    if (this.used === this.made.length) this.made.push(bitsFor(this.size));
    const bits = this.made[this.used++]!;
    if (copyOf) bits.set(copyOf);
    else bits.fill(0);
    return bits;
  }
}
