// The word index of a text field (name, description): words → the products whose text has them.
import { BITS_PER_WORD, bitsFor, setBit, type Bits } from './bits.ts';
import { Trigrams } from './trigrams.ts';

/** Words of one text field → the products (positions) whose text has them. */
export class WordIndex {
  private readonly words: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly lists: number[][] = [];
  private postings: Int32Array[] = [];
  /** The postings of the words that more than one in BITS_PER_WORD products have, also as bits: OR-ing words beats setting each. */
  private dense: Array<Bits | undefined> = [];
  private trigrams!: Trigrams;

  /** Products must be added in ascending position. */
  add(position: number, text: string): void {
    for (const word of text.split(/\s+/)) {
      if (!word) continue;
      let id = this.ids.get(word);
      if (id === undefined) {
        id = this.words.push(word) - 1;
        this.ids.set(word, id);
        this.lists.push([]);
      }
      const list = this.lists[id]!;
      if (list[list.length - 1] !== position) list.push(position);
    }
  }

  /** `size`: one more than the highest position added. */
  finish(size: number): void {
    this.postings = this.lists.map((list) => Int32Array.from(list));
    this.dense = this.postings.map((list) => {
      if (list.length * BITS_PER_WORD <= size) return undefined;
      const bits = bitsFor(size);
      for (const position of list) setBit(bits, position);
      return bits;
    });
    this.lists.length = 0;
    this.trigrams = new Trigrams(this.words);
  }

  /** Sets the bits of the products with a word containing (or starting with) `piece`, which has no whitespace. */
  mark(piece: string, bits: Bits, prefix = false): void {
    const visit = (id: number) => {
      if (!(prefix ? this.words[id]!.startsWith(piece) : this.words[id]!.includes(piece))) return;
      const dense = this.dense[id];
      if (dense) for (let w = 0; w < dense.length; w += 1) bits[w]! |= dense[w]!;
      else for (const position of this.postings[id]!) setBit(bits, position);
    };
    const candidates = this.trigrams.candidates(piece);
    if (candidates) for (const id of candidates) visit(id);
    else for (let id = 0; id < this.words.length; id += 1) visit(id);
  }
}
