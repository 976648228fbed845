import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import { HEADER_VARIANT_CHANGE_DELAY_MS, LARGE_MIN_EM, LOGO_DEFAULT_WIDTH_PX, LOGO_MAX_HEIGHT_PX, SMALL_MAX_EM } from '../machines/layout/constants.ts';
import { formFactorOfEm, formFactorOfPx, headerVariantOf, type FormFactor, type HeaderVariant } from '../machines/layout/form-factor.ts';
import { headerLayout, logoVariant, type HeaderSlot } from '../machines/layout/header-slots.ts';
import { headerVariantMachine } from '../machines/layout/header-variant.machine.ts';

const variant = fc.constantFrom<HeaderVariant>('mobile', 'tablet', 'desktop');
const user = fc.constantFrom<'guest' | 'signedIn'>('guest', 'signedIn');
const FORM_FACTORS: readonly FormFactor[] = ['small', 'medium', 'large'];
const formFactor = fc.constantFrom<FormFactor>(...FORM_FACTORS);

describe('form factors and header variants', () => {
  it('[SH-2-095][SH-2-096][SH-2-097][SH-9-014][SH-9-015][SH-9-016] small up to 47.9375em, large from 64.0625em, medium between, monotone in width', () => {
    const rank = { small: 0, medium: 1, large: 2 } as const;
    fc.assert(
      fc.property(fc.double({ min: 0, max: 400, noNaN: true }), fc.double({ min: 0, max: 400, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank[formFactorOfEm(low)]).toBeLessThanOrEqual(rank[formFactorOfEm(high)]);
        const factor = formFactorOfEm(a);
        expect(factor === 'small').toBe(a <= SMALL_MAX_EM);
        expect(factor === 'large').toBe(a >= LARGE_MIN_EM);
      }),
    );
    expect(formFactorOfPx(767)).toBe('small');
    expect(formFactorOfPx(768)).toBe('medium');
    expect(formFactorOfPx(1024)).toBe('medium');
    expect(formFactorOfPx(1025)).toBe('large');
  });

  it('[SH-2-034][SH-2-098] each form factor has its own header variant: small mobile, medium tablet, large desktop', () => {
    expect(FORM_FACTORS.map(headerVariantOf)).toEqual(['mobile', 'tablet', 'desktop']);
  });

  type Step = { kind: 'measure'; formFactor: FormFactor } | { kind: 'wait'; ms: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('measure' as const), formFactor }),
    fc.record({ kind: fc.constant('wait' as const), ms: fc.oneof(fc.nat({ max: 400 }), fc.constantFrom(HEADER_VARIANT_CHANGE_DELAY_MS - 1, HEADER_VARIANT_CHANGE_DELAY_MS)) }),
  );

  it('[SH-2-035][SH-2-036][SH-2-098][PX-05-001] desktop until measured; the first measurement applies at once, later changes after 150 ms of quiet, a change undone in time is dropped', () => {
    fc.assert(
      fc.property(fc.option(formFactor, { nil: undefined }), fc.array(step, { maxLength: 40 }), (initial, steps) => {
        const clock = new SimulatedClock();
        const actor = createActor(headerVariantMachine, { clock, input: { formFactor: initial } }).start();
        // The model: the variant shown, the live form factor, the last measurement's time.
        let shown: HeaderVariant = initial ? headerVariantOf(initial) : 'desktop';
        let live: FormFactor | undefined = initial;
        let lastMeasureAt = 0;
        let now = 0;
        const settle = () => {
          if (live !== undefined && headerVariantOf(live) !== shown && now - lastMeasureAt >= HEADER_VARIANT_CHANGE_DELAY_MS) shown = headerVariantOf(live);
        };
        for (const current of steps) {
          if (current.kind === 'wait') {
            now += current.ms;
            clock.increment(current.ms);
            settle();
          } else {
            const first = live === undefined;
            live = current.formFactor;
            lastMeasureAt = now;
            actor.send({ type: 'MEASURE', formFactor: current.formFactor });
            if (first) shown = headerVariantOf(current.formFactor);
          }
          const snapshot = actor.getSnapshot();
          expect(snapshot.context.formFactor).toBe(live);
          expect(snapshot.context.variant).toBe(shown);
        }
        actor.stop();
      }),
    );
  });
});

describe('header slots', () => {
  const options = fc.record({ shopperAssistant: fc.boolean(), hideNavigationOnMobile: fc.boolean() });

  it('[SH-2-038][SH-2-040][SH-2-041][SH-2-042] desktop orders logo, navigation, search, icons; tablet and mobile put the search on a row below; mobile may hide the navigation', () => {
    fc.assert(
      fc.property(variant, user, options, (v, u, o) => {
        const layout = headerLayout(v, u, o);
        const all = [...layout.main, ...layout.below];
        expect(new Set(all).size).toBe(all.length);
        if (v === 'desktop') {
          expect(layout.main.slice(0, 3)).toEqual(['logo', 'navigation', 'search']);
          expect(layout.below).toEqual([]);
        } else {
          expect(layout.below).toEqual(['search']);
          expect(layout.main).not.toContain('search');
          expect(layout.main.includes('navigation')).toBe(!(v === 'mobile' && o.hideNavigationOnMobile));
          expect(layout.main.indexOf('logo')).toBeLessThan(layout.main.indexOf('account'));
        }
        const icons = layout.main.filter((slot) => !['logo', 'navigation', 'search'].includes(slot));
        const order: HeaderSlot[] = ['account', 'wishlist', u === 'signedIn' ? 'cart' : 'country', ...(o.shopperAssistant ? (['assistant'] as const) : [])];
        expect(icons).toEqual(order);
      }),
    );
  });

  it('[SH-2-039][SH-2-043][SH-2-044][SH-2-045][SH-6-006][SH-6-008] signed in: cart and a promo column; guest: the country picker in the cart place; the assistant only behind its flag', () => {
    fc.assert(
      fc.property(variant, user, options, (v, u, o) => {
        const layout = headerLayout(v, u, o);
        expect(layout.main.includes('cart')).toBe(u === 'signedIn');
        expect(layout.main.includes('country')).toBe(u === 'guest');
        expect(layout.promoColumn).toBe(u === 'signedIn');
        expect(layout.main.includes('assistant')).toBe(o.shopperAssistant);
        for (const slot of ['logo', 'account', 'wishlist'] as const) expect(layout.main).toContain(slot);
      }),
    );
  });

  it('[SH-2-047][SH-2-048][SH-2-049][SH-2-050][SH-2-051][SH-3-085] the logo takes the variant\'s alt text, width and emblem setting, else its own, else width 250; max height 25/45/75', () => {
    const text = fc.option(fc.oneof(fc.constant(''), fc.constant('   '), fc.string({ minLength: 1 })), { nil: undefined });
    const width = fc.option(fc.oneof(fc.integer({ min: -10, max: 600 }), fc.constant(Number.NaN)), { nil: undefined });
    const size = fc.option(fc.record({ altText: text, width, markOnly: fc.option(fc.boolean(), { nil: undefined }) }), { nil: undefined });
    fc.assert(
      fc.property(variant, fc.string({ minLength: 1 }), width, size, size, size, (v, altText, logoWidth, small, medium, large) => {
        const settings = { imageUrl: '/assets/logo.svg', altText, logoWidth, small, medium, large };
        const own = { mobile: small, tablet: medium, desktop: large }[v];
        const result = logoVariant(settings, v);
        const usable = (w: number | undefined) => (w !== undefined && Number.isFinite(w) && w > 0 ? w : undefined);
        expect(result.width).toBe(usable(own?.width) ?? usable(logoWidth) ?? LOGO_DEFAULT_WIDTH_PX);
        expect(result.altText).toBe(own?.altText && own.altText.trim() !== '' ? own.altText : altText);
        expect(result.maxHeight).toBe(LOGO_MAX_HEIGHT_PX[v]);
        expect(result.markOnly).toBe(own?.markOnly === true);
      }),
    );
    expect(LOGO_MAX_HEIGHT_PX).toEqual({ mobile: 25, tablet: 45, desktop: 75 });
  });
});
