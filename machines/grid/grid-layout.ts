import {
  BLOCK_ALIGNMENTS,
  BLOCK_ALIGNMENT_DEFAULT,
  COLUMN_WIDTH_DEFAULT,
  GRID_MEDIUM_COLUMNS_MAX,
  GRID_MEDIUM_COLUMNS_MIN,
  GRID_SPACINGS,
  GRID_SPACING_DEFAULT,
} from '../constants/search-toast.ts';

export type GridSpacing = (typeof GRID_SPACINGS)[number];
export type BlockAlignment = (typeof BLOCK_ALIGNMENTS)[number];

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

export function gridSpacing(value: unknown): GridSpacing {
  return oneOf(GRID_SPACINGS, value, GRID_SPACING_DEFAULT);
}

/** Builder attributes arrive as text, so numeric strings count as numbers. */
function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Column count 1 to 6 selects the medium-breakpoint column count; anything else selects none (items stack). */
export function mediumBreakpointColumns(value: unknown): number | undefined {
  const count = toFiniteNumber(value) ?? Number.NaN;
  const inRange = count >= GRID_MEDIUM_COLUMNS_MIN && count <= GRID_MEDIUM_COLUMNS_MAX;
  return Number.isInteger(count) && inRange ? count : undefined;
}

export function blockAlignment(value: unknown): BlockAlignment {
  return oneOf(BLOCK_ALIGNMENTS, value, BLOCK_ALIGNMENT_DEFAULT);
}

export function columnWidth(value: unknown): number {
  return toFiniteNumber(value) ?? COLUMN_WIDTH_DEFAULT;
}
