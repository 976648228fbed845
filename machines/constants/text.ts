// Text settings of the shell document (SH §5 "Icons and buttons"), each next to its rule id. A module of
// their own: the header's login link uses them on every page, the icons' values stay out of that file.
export const TEXT_SIZES = ['small', 'medium', 'large'] as const; // SH-5-053
export const TEXT_SIZE_DEFAULT = 'medium'; // PX-72-003
export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const; // SH-5-054
export const TEXT_ALIGNMENT_DEFAULT = 'left'; // SH-5-054, PX-72-003
