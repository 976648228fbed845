import {
  autoCloseMs,
  hasLinks,
  isSmallScreen,
  maxToasts,
  normalizeToast,
  overlayZIndex,
  toastMode,
  toastPosition,
  toastVariant,
  toastWarnings,
  toastZIndex,
} from '../../../machines/toast/toast-config.ts';
import * as C from '../../../machines/constants/search-toast.ts';

const link = { url: '/cart', label: 'View cart' };

describe('toast validation', () => {
  it('[CC-5-041][CC-8-027][CC-8-028] a missing config and a missing toast class give both console error texts', () => {
    expect(toastWarnings(undefined, undefined)).toEqual(['missing config', 'missing toast class']);
    expect(toastWarnings(null, 'ToastClass')).toEqual(['missing config']);
  });

  it('[CC-5-041][CC-8-028] a config with a label but no toast class gives only "missing toast class"', () => {
    expect(toastWarnings({ label: 'Saved' }, undefined)).toEqual(['missing toast class']);
    expect(toastWarnings({ label: 'Saved' }, '')).toEqual(['missing toast class']);
  });

  it('[CC-5-041][CC-8-029] a config without a usable label gives "missing required property label"', () => {
    expect(toastWarnings({}, 'ToastClass')).toEqual(['missing required property label']);
    expect(toastWarnings({ label: '' }, 'ToastClass')).toEqual(['missing required property label']);
    expect(toastWarnings({ label: '   ' }, 'ToastClass')).toEqual(['missing required property label']);
    expect(toastWarnings({ label: 42 }, 'ToastClass')).toEqual(['missing required property label']);
    expect(toastWarnings({ label: 'x' }, 'ToastClass')).toEqual([]);
  });

  it('[CC-5-041][CC-8-028][CC-8-029] all applicable texts are returned together, config first', () => {
    expect(toastWarnings({ message: 'no label' }, null)).toEqual(['missing toast class', 'missing required property label']);
  });

  it('[CC-8-027][CC-8-028][CC-8-029] the console error texts are the named constants', () => {
    expect(C.TOAST_ERROR_MISSING_CONFIG).toBe('missing config');
    expect(C.TOAST_ERROR_MISSING_CLASS).toBe('missing toast class');
    expect(C.TOAST_ERROR_MISSING_LABEL).toBe('missing required property label');
  });
});

describe('toast variant and mode', () => {
  it('[CC-5-042] each of info, success, warning and error is kept', () => {
    expect(C.TOAST_VARIANTS).toEqual(['info', 'success', 'warning', 'error']);
    for (const variant of C.TOAST_VARIANTS) expect(toastVariant(variant)).toBe(variant);
  });

  it('[CC-5-043] a missing or unknown variant becomes info', () => {
    expect(toastVariant(undefined)).toBe('info');
    expect(toastVariant('danger')).toBe('info');
    expect(toastVariant('SUCCESS')).toBe('info');
  });

  it('[CC-5-044] an explicit dismissible or sticky mode is kept', () => {
    expect(C.TOAST_MODES).toEqual(['dismissible', 'sticky']);
    expect(toastMode({ variant: 'error', mode: 'dismissible' })).toBe('dismissible');
    expect(toastMode({ variant: 'success', mode: 'sticky' })).toBe('sticky');
  });

  it('[CC-9-013] a success toast without links is dismissible by default', () => {
    expect(toastMode({ variant: 'success' })).toBe('dismissible');
    expect(toastMode({ variant: 'success', mode: 'pester', labelLinks: [], messageLinks: [] })).toBe('dismissible');
  });

  it('[CC-9-014] success toasts with links and all other variants are sticky by default', () => {
    expect(toastMode({ variant: 'success', labelLinks: [link] })).toBe('sticky');
    expect(toastMode({ variant: 'success', messageLinks: [link] })).toBe('sticky');
    expect(toastMode({ variant: 'info' })).toBe('sticky');
    expect(toastMode({ variant: 'warning' })).toBe('sticky');
    expect(toastMode({ variant: 'error' })).toBe('sticky');
    expect(toastMode({})).toBe('sticky');
  });

  it('[CC-3-049][CC-5-043][CC-9-014] normalising fills message, links, variant and mode', () => {
    expect(normalizeToast({ label: 'Heads up' })).toEqual({
      label: 'Heads up',
      message: '',
      labelLinks: [],
      messageLinks: [],
      variant: 'info',
      mode: 'sticky',
    });
    expect(normalizeToast({ label: 'Saved', message: 'All good', variant: 'success', messageLinks: [link] })).toEqual({
      label: 'Saved',
      message: 'All good',
      labelLinks: [],
      messageLinks: [link],
      variant: 'success',
      mode: 'sticky',
    });
  });

  it('[CC-9-012] a toast has a link when either link list is non-empty', () => {
    expect(hasLinks({})).toBe(false);
    expect(hasLinks({ labelLinks: [], messageLinks: [] })).toBe(false);
    expect(hasLinks({ labelLinks: [link] })).toBe(true);
    expect(hasLinks({ messageLinks: [link] })).toBe(true);
  });
});

describe('toast timing', () => {
  const successToast = () => normalizeToast({ label: 'x', variant: 'success' });

  it('[CC-9-011] a dismissible toast without links closes after 4800 ms', () => {
    expect(C.TOAST_AUTO_CLOSE_MS).toBe(4800);
    expect(autoCloseMs(successToast())).toBe(4800);
  });

  it('[CC-9-012] a dismissible toast with a label or message link closes after 9600 ms', () => {
    expect(C.TOAST_AUTO_CLOSE_WITH_LINK_MS).toBe(9600);
    expect(autoCloseMs({ ...successToast(), labelLinks: [link] })).toBe(9600);
    expect(autoCloseMs({ ...successToast(), messageLinks: [link] })).toBe(9600);
  });

  it('[CC-4-058][CC-9-014] a sticky toast has no timeout', () => {
    expect(autoCloseMs({ ...successToast(), mode: 'sticky' })).toBeNull();
  });

  it('[CC-9-015] the fade lasts 0.4 s', () => {
    expect(C.TOAST_FADE_MS).toBe(400);
  });
});

describe('toast container settings', () => {
  it('[CC-5-048][CC-9-016] max toasts defaults to 3', () => {
    expect(C.MAX_TOASTS_DEFAULT).toBe(3);
    expect(maxToasts(undefined)).toBe(3);
    expect(maxToasts(Number.NaN)).toBe(3);
    expect(maxToasts(Number.POSITIVE_INFINITY)).toBe(3);
    expect(maxToasts('5')).toBe(3);
  });

  it('[CC-5-047] max toasts is at least 1', () => {
    expect(maxToasts(0)).toBe(1);
    expect(maxToasts(-4)).toBe(1);
    expect(maxToasts(0.5)).toBe(1);
    expect(maxToasts(1)).toBe(1);
    expect(maxToasts(2.9)).toBe(2);
    expect(maxToasts(7)).toBe(7);
  });

  it('[CC-5-045] every listed position is kept', () => {
    expect(C.TOAST_POSITIONS).toEqual(['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right']);
    for (const position of C.TOAST_POSITIONS) expect(toastPosition(position)).toBe(position);
  });

  it('[CC-5-046] a missing or unknown position becomes top-center', () => {
    expect(toastPosition(undefined)).toBe('top-center');
    expect(toastPosition('middle')).toBe('top-center');
  });

  it('[CC-9-018][CC-9-020] overlays stack from 9000 in steps of 2', () => {
    expect(overlayZIndex(0)).toBe(9000);
    expect(overlayZIndex(1)).toBe(9002);
    expect(overlayZIndex(5)).toBe(9010);
  });

  it('[CC-9-019][CC-9-020] toasts stack from 10000 in steps of 2', () => {
    expect(toastZIndex(0)).toBe(10000);
    expect(toastZIndex(1)).toBe(10002);
    expect(toastZIndex(3)).toBe(10006);
  });

  it('[CC-9-017] small screens are 480 px or less', () => {
    expect(isSmallScreen(480)).toBe(true);
    expect(isSmallScreen(320)).toBe(true);
    expect(isSmallScreen(481)).toBe(false);
  });
});
