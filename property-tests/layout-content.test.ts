import fc from 'fast-check';
import { promoBanners } from '../fixtures/data/store.json';
import { copyrightYear, givenLink, sameOriginRoute, siteLink } from '../machines/layout/footer-links.ts';
import { visiblePromoBanners, type PromoBanner } from '../machines/layout/promo-banners.ts';

// The specification's tariff banner (SH-6-012, SH-6-013): the groups it names and the rate it announces.
const TARIFF_BANNER_BUYER_GROUPS = ['Neuro Global USA Buyers', 'Neuro USA Market'] as const;
const TARIFF_SURCHARGE_PERCENT = '2.3';

const groupNames = fc.constantFrom<string>('Neuro Global USA Buyers', 'Neuro USA Market', 'International Clinics', 'Distribution Partners', 'neuro usa market', '');
const group = fc.record({ id: fc.option(fc.string(), { nil: undefined }), name: groupNames });

describe('promo banners by buyer group', () => {
  it('[SH-6-011][SH-6-012][SH-6-013] the fixture banners announce the 2.3% tariff surcharge from 20 July 2025 for exactly the two named groups', () => {
    expect(promoBanners.map((banner) => banner.buyerGroupName).sort()).toEqual([...TARIFF_BANNER_BUYER_GROUPS].sort());
    for (const banner of promoBanners) {
      expect(banner.text).toContain(`${TARIFF_SURCHARGE_PERCENT}%`);
      expect(banner.text).toContain('20 July 2025');
    }
  });

  it('[SH-6-011][SH-6-012][SH-6-013][PX-05-003] a banner shows exactly when a buyer group of the session has its name; identical notices once; list order kept; guests none', () => {
    const banner: fc.Arbitrary<PromoBanner> = fc.record({
      id: fc.uuid(),
      buyerGroupName: groupNames,
      title: fc.constantFrom('Tariff surcharge', 'Holiday shipping'),
      text: fc.constantFrom('A', 'B'),
    });
    fc.assert(
      fc.property(fc.array(banner, { maxLength: 8 }), fc.option(fc.array(group, { maxLength: 4 }), { nil: undefined }), (banners, groups) => {
        const visible = visiblePromoBanners(banners, groups);
        const names = new Set((groups ?? []).map((g) => g.name));
        const eligible = banners.filter((b) => names.has(b.buyerGroupName));
        // Order kept, each eligible notice (title + text) exactly once, nothing else.
        const expected: PromoBanner[] = [];
        for (const b of eligible) if (!expected.some((e) => e.title === b.title && e.text === b.text)) expected.push(b);
        expect(visible).toEqual(expected);
        if (!groups || groups.length === 0) expect(visible).toEqual([]);
      }),
    );
  });

  it('[SH-6-012][SH-6-013][PX-05-003] with the store banners: each tariff group sees the notice once, a member of both sees it once, others none', () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 5 }), (groups) => {
        const visible = visiblePromoBanners(promoBanners, groups);
        const member = groups.some((g) => (TARIFF_BANNER_BUYER_GROUPS as readonly string[]).includes(g.name));
        expect(visible.length).toBe(member ? 1 : 0);
      }),
    );
  });
});

describe('footer links', () => {
  const origin = fc.constantFrom('http://127.0.0.1:4173', 'https://store.kestrelridge.example', 'https://store.kestrelridge.example/', 'http://localhost:5173//');
  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  const path = fc.tuple(fc.constantFrom('', '/', '//'), fc.array(segment, { minLength: 1, maxLength: 3 })).map(([lead, parts]) => lead + parts.join('/'));

  it('[SH-2-060] a site link is the origin and the configured path joined by exactly one slash', () => {
    fc.assert(
      fc.property(origin, path, (o, p) => {
        const link = siteLink(o, p);
        const base = o.replace(/\/+$/, '');
        expect(link.startsWith(`${base}/`)).toBe(true);
        expect(link.slice(base.length + 1)).toBe(p.replace(/^\/+/, ''));
        expect(link.slice(base.length + 1).startsWith('/')).toBe(false);
      }),
    );
  });

  it('[SH-2-061][SH-2-062] terms, privacy and all-rights-reserved links are used exactly as given', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(givenLink(value)).toBe(value);
      }),
    );
  });

  it('[PX-05-004] an address on the page origin maps to its in-app route (path, query and hash); another origin maps to none', () => {
    fc.assert(
      fc.property(path, fc.constantFrom('', '?a=1'), fc.constantFrom('', '#x'), fc.boolean(), (p, query, hash, same) => {
        const pageOrigin = 'http://127.0.0.1:4173';
        const address = `${same ? pageOrigin : 'https://www.kestrelridge.example'}/${p.replace(/^\/+/, '')}${query}${hash}`;
        const route = sameOriginRoute(address, pageOrigin);
        if (same) expect(route).toBe(`/${p.replace(/^\/+/, '')}${query}${hash}`.replace(/\/{2,}/g, '/'));
        else expect(route).toBeUndefined();
      }),
    );
    expect(sameOriginRoute('/faqs', 'http://127.0.0.1:4173')).toBe('/faqs');
    expect(sameOriginRoute('mailto:support@kestrelridge.example', 'http://127.0.0.1:4173')).toBeUndefined();
  });

  it('[SH-2-059] the copyright year is the current year of the date', () => {
    fc.assert(fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (date) => {
      expect(copyrightYear(date)).toBe(date.getFullYear());
    }));
  });
});
