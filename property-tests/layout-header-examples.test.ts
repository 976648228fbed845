// Header and footer pieces at the edges: media-query form factors, unusable logo widths, the
// header-variant states around a measurement, unparsable footer addresses, guest banners.
import { createActor, SimulatedClock } from 'xstate';
import { HEADER_VARIANT_CHANGE_DELAY_MS, LOGO_DEFAULT_WIDTH_PX } from '../machines/layout/constants.ts';
import { sameOriginRoute } from '../machines/layout/footer-links.ts';
import { formFactorOfMedia } from '../machines/layout/form-factor.ts';
import { logoVariant } from '../machines/layout/header-slots.ts';
import { headerVariantMachine } from '../machines/layout/header-variant.machine.ts';
import { visiblePromoBanners } from '../machines/layout/promo-banners.ts';

describe('layout at the edges', () => {
  it('[SH-2-095][SH-2-096][SH-2-097] the form factor a media-query matcher reports: small, large, else medium', () => {
    expect(formFactorOfMedia({ small: true, large: false })).toBe('small');
    expect(formFactorOfMedia({ small: false, large: true })).toBe('large');
    expect(formFactorOfMedia({ small: false, large: false })).toBe('medium');
    expect(formFactorOfMedia({ small: true, large: true })).toBe('small');
  });

  it('[SH-2-047][SH-2-048] a logo width that is zero, negative, infinite or missing is not used', () => {
    for (const width of [0, -40, Number.POSITIVE_INFINITY, Number.NaN, null, undefined]) {
      expect(logoVariant({ imageUrl: '/assets/logo.svg', altText: 'Kestrel Ridge Medical', logoWidth: 180, large: { width } }, 'desktop').width).toBe(180);
      expect(logoVariant({ imageUrl: '/assets/logo.svg', altText: 'Kestrel Ridge Medical', logoWidth: width }, 'desktop').width).toBe(LOGO_DEFAULT_WIDTH_PX);
    }
    expect(logoVariant({ imageUrl: '/assets/logo.svg', altText: 'Kestrel Ridge Medical', logoWidth: 180, large: { width: 0.5 } }, 'desktop').width).toBe(0.5);
  });

  it('[SH-2-036][PX-05-001] a measurement of the current variant starts no change; a change undone before the delay ends it', () => {
    const clock = new SimulatedClock();
    const actor = createActor(headerVariantMachine, { input: { formFactor: 'large' }, clock }).start();
    expect(actor.getSnapshot().matches('settled')).toBe(true);
    actor.send({ type: 'MEASURE', formFactor: 'large' });
    expect(actor.getSnapshot().matches('settled')).toBe(true);
    actor.send({ type: 'MEASURE', formFactor: 'small' });
    expect(actor.getSnapshot().matches('changing')).toBe(true);
    actor.send({ type: 'MEASURE', formFactor: 'medium' });
    expect(actor.getSnapshot().matches('changing')).toBe(true);
    actor.send({ type: 'MEASURE', formFactor: 'large' });
    expect(actor.getSnapshot().matches('settled')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ formFactor: 'large', variant: 'desktop' });
    clock.increment(HEADER_VARIANT_CHANGE_DELAY_MS);
    expect(actor.getSnapshot().context.variant).toBe('desktop');
    actor.stop();
  });

  it('[PX-05-004] an address or origin that cannot be parsed has no in-app route', () => {
    expect(sameOriginRoute('http://[bad', 'https://www.kestrelridge.example')).toBeUndefined();
    expect(sameOriginRoute('/faqs', 'not an origin')).toBeUndefined();
    expect(sameOriginRoute('/faqs?q=1#top', 'https://www.kestrelridge.example')).toBe('/faqs?q=1#top');
  });

  it('[SH-6-011][PX-05-003] without buyer groups (a guest) no banner shows', () => {
    const banner = { id: 'b1', buyerGroupName: 'Neuro USA Market', title: 'Notice', text: 'Text' };
    expect(visiblePromoBanners([banner], undefined)).toEqual([]);
    expect(visiblePromoBanners([banner], null)).toEqual([]);
    expect(visiblePromoBanners([banner], [{ name: 'Neuro USA Market' }])).toEqual([banner]);
  });
});
