// Text sizes and alignments of the builder's settings (SH-5-053, SH-5-054, PX-72-003).
import { TEXT_ALIGNMENTS, TEXT_ALIGNMENT_DEFAULT, TEXT_SIZES, TEXT_SIZE_DEFAULT } from '../constants/text.ts';

export type TextSize = (typeof TEXT_SIZES)[number];
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

/** SH-5-053: small, medium or large; anything else medium. */
export function textSize(value: unknown): TextSize {
  return (TEXT_SIZES as readonly unknown[]).includes(value) ? (value as TextSize) : TEXT_SIZE_DEFAULT;
}

/** SH-5-054: left, center or right; anything else left. */
export function textAlignment(value: unknown): TextAlignment {
  return (TEXT_ALIGNMENTS as readonly unknown[]).includes(value) ? (value as TextAlignment) : TEXT_ALIGNMENT_DEFAULT;
}
