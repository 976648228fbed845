import fc from 'fast-check';
import { autoCloseMs, maxToasts, normalizeToast, toastPosition, toastWarnings } from '../machines/toast/toast-config.ts';
import { TOAST_POSITIONS } from '../machines/constants/search-toast.ts';

const link = { url: '/cart', label: 'View cart' };

describe('toast config properties', () => {
  it('[CC-5-047][CC-5-048] max toasts is always a whole number of at least 1', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.anything()), (value) => {
        const max = maxToasts(value);
        expect(Number.isInteger(max)).toBe(true);
        expect(max).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('[CC-5-045][CC-5-046] the position is always one of the six', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(TOAST_POSITIONS).toContain(toastPosition(value));
      }),
    );
  });

  it('[CC-9-011][CC-9-012][CC-9-013][CC-9-014] only dismissible toasts time out, after 9600 ms with a link and 4800 ms without', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('info', 'success', 'warning', 'error', undefined),
        fc.constantFrom('dismissible', 'sticky', undefined),
        fc.boolean(),
        fc.boolean(),
        (variant, mode, labelLink, messageLink) => {
          const toast = normalizeToast({
            label: 'x',
            variant,
            mode,
            labelLinks: labelLink ? [link] : [],
            messageLinks: messageLink ? [link] : [],
          });
          const linked = labelLink || messageLink;
          const expectedMode = mode ?? (variant === 'success' && !linked ? 'dismissible' : 'sticky');
          expect(toast.mode).toBe(expectedMode);
          expect(autoCloseMs(toast)).toBe(expectedMode === 'sticky' ? null : linked ? 9600 : 4800);
        },
      ),
    );
  });

  it('[CC-5-041] a config passes validation exactly when it has a non-blank label and a toast class is given', () => {
    fc.assert(
      fc.property(fc.option(fc.record({ label: fc.option(fc.string(), { nil: undefined }) }), { nil: undefined }), fc.option(fc.string()), (config, toastClass) => {
        const ok = Boolean(config && typeof config.label === 'string' && config.label.trim() !== '' && toastClass);
        expect(toastWarnings(config, toastClass).length === 0).toBe(ok);
      }),
    );
  });
});
