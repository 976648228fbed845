// The drawings of the named icons (category:name), loaded with the first named icon shown
// (SH-8-024: a failed load is warned on the console). Paths of a 24-unit box, stroked.
export const ICON_TEMPLATES: Readonly<Record<string, readonly string[]>> = {
  'utility:info': ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v5M12 8h.01'],
  'utility:search': ['M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z', 'M15.5 15.5 21 21'],
  'utility:clock': ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2'],
  'utility:add': ['M12 5v14M5 12h14'],
  'utility:dash': ['M5 12h14'],
};
