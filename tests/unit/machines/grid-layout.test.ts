import { blockAlignment, columnWidth, gridSpacing, mediumBreakpointColumns } from '../../../machines/grid/grid-layout.ts';
import { BLOCK_ALIGNMENTS, GRID_SPACINGS } from '../../../machines/constants/search-toast.ts';

describe('grid layout settings', () => {
  it('[CC-5-026] every listed spacing is kept', () => {
    expect(GRID_SPACINGS).toEqual(['x-large', 'large', 'medium', 'small', 'xx-small', 'none']);
    for (const spacing of GRID_SPACINGS) expect(gridSpacing(spacing)).toBe(spacing);
  });

  it('[CC-5-026] an unknown spacing falls back to none', () => {
    expect(gridSpacing('x-small')).toBe('none');
    expect(gridSpacing(undefined)).toBe('none');
    expect(gridSpacing('Large')).toBe('none');
  });

  it('[CC-5-027] column counts 1 to 6 select that many medium-breakpoint columns', () => {
    expect([1, 2, 3, 4, 5, 6].map(mediumBreakpointColumns)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(mediumBreakpointColumns('3')).toBe(3);
  });

  it('[CC-5-027] other column counts select no medium breakpoint', () => {
    for (const value of [0, 7, -1, 2.5, Number.NaN, '', ' ', 'three', null, undefined, true]) {
      expect(mediumBreakpointColumns(value)).toBeUndefined();
    }
  });

  it('[CC-5-028] every listed block alignment is kept', () => {
    expect(BLOCK_ALIGNMENTS).toEqual(['top', 'left', 'bottom', 'right', 'center']);
    for (const alignment of BLOCK_ALIGNMENTS) expect(blockAlignment(alignment)).toBe(alignment);
  });

  it('[CC-5-029] a missing or unknown block alignment is center', () => {
    expect(blockAlignment(undefined)).toBe('center');
    expect(blockAlignment('middle')).toBe('center');
  });

  it('[CC-5-030] a column width is a number; numeric text counts', () => {
    expect(columnWidth(6)).toBe(6);
    expect(columnWidth(0)).toBe(0);
    expect(columnWidth('4')).toBe(4);
    expect(columnWidth(' 8 ')).toBe(8);
  });

  it('[CC-5-031] a missing or non-numeric column width is 12', () => {
    for (const value of [undefined, null, '', '  ', 'wide', Number.NaN, Number.POSITIVE_INFINITY, '1e999', {}, true]) {
      expect(columnWidth(value)).toBe(12);
    }
  });
});
