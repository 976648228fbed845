import fc from 'fast-check';
import { isValidLink, navigationOutcome, stripBasePath } from '../machines/navigation/links.ts';
import { navAlignment, toNavItems, type NavItem, type ReceivedNavItem } from '../machines/navigation/nav-items.ts';
import { withOverflow } from '../machines/navigation/overflow.machine.ts';

const receivedArb = (depth: number): fc.Arbitrary<ReceivedNavItem[]> =>
  fc.array(
    fc.record({
      actionType: fc.constantFrom('InternalLink', 'ExternalLink', 'SystemLink', 'Modal', 'NavigationalTopic'),
      actionValue: fc.option(fc.constantFrom('/', '/faqs', 'https://www.kestrelridge.example'), { nil: null }),
      label: fc.string({ maxLength: 12 }),
      active: fc.boolean(),
      target: fc.constantFrom('NewWindow', 'CurrentWindow', null),
      subMenu: depth === 0 ? fc.constant([]) : receivedArb(depth - 1),
    }),
    { maxLength: depth > 4 ? 2 : 3 },
  );

const flatten = (items: NavItem[]): NavItem[] => items.flatMap((item) => [item, ...flatten(item.subMenu)]);
const depthOf = (items: NavItem[]): number => (items.length === 0 ? 0 : 1 + Math.max(...items.map((i) => depthOf(i.subMenu))));
const keptCount = (items: ReceivedNavItem[], level: number): number =>
  items
    .filter((i) => i.actionType !== 'SystemLink' && i.actionType !== 'Modal')
    .reduce((sum, i) => sum + 1 + (level < 5 ? keptCount(i.subMenu ?? [], level + 1) : 0), 0);

describe('navigation item mapping (properties)', () => {
  it('[SH-3-072][SH-3-074] ids run "1".."n" depth first over exactly the kept items', () => {
    fc.assert(
      fc.property(receivedArb(7), (received) => {
        const ids = flatten(toNavItems(received)).map((item) => item.id);
        expect(ids).toEqual(Array.from({ length: keptCount(received, 1) }, (_, i) => String(i + 1)));
      }),
    );
  });

  it('[SH-3-074][SH-3-073][SH-3-075][SH-3-076] no SystemLink or Modal remains; _blank exactly with an ariaLabel naming the item', () => {
    fc.assert(
      fc.property(receivedArb(4), (received) => {
        for (const item of flatten(toNavItems(received))) {
          expect(['SystemLink', 'Modal']).not.toContain(item.type);
          expect(['_blank', '_self']).toContain(item.target);
          expect(item.ariaLabel).toBe(item.target === '_blank' ? `${item.label} (opens in new tab)` : undefined);
        }
      }),
    );
  });

  it('[SH-5-029][SH-5-030] mapped trees never nest deeper than 5 levels', () => {
    fc.assert(
      fc.property(receivedArb(7), (received) => {
        expect(depthOf(toNavItems(received))).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('[SH-2-089][SH-2-090][SH-5-031] alignment is always left, center or right; other values become left', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('left', 'center', 'right')), (value) => {
        const expected = ['left', 'center', 'right'].includes(value) ? value : 'left';
        expect(navAlignment(value)).toBe(expected);
      }),
    );
  });

  it('[SH-2-105][SH-2-106] More holds exactly the hidden items in order and is active when one of them is', () => {
    fc.assert(
      fc.property(receivedArb(1), fc.nat(8), (received, count) => {
        const items = toNavItems(received);
        const bar = withOverflow(items, count);
        const more = bar.at(-1)?.id === 'more-item' ? bar.at(-1)! : null;
        const hidden = items.slice(count);
        expect(more === null).toBe(hidden.length === 0);
        if (more) {
          expect([...bar.slice(0, -1), ...more.subMenu]).toEqual(items);
          expect(more.active).toBe(hidden.some((item) => item.active));
        }
      }),
    );
  });
});

describe('links (properties)', () => {
  const host = 'https://www.kestrelridge.example';
  const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);

  it('[SH-5-016][SH-5-017][SH-5-018] links starting with "/", the host, mailto: or tel: are valid; "#" only for general links', () => {
    fc.assert(
      fc.property(fc.constantFrom('/', host, 'mailto:', 'tel:', '#', 'http://', 'ftp:', ''), fc.string(), fc.boolean(), (prefix, rest, general) => {
        const valid = isValidLink(prefix + rest, { host, general });
        if (['/', host, 'mailto:', 'tel:'].includes(prefix)) expect(valid).toBe(true);
        if (prefix === '#') expect(valid).toBe(general);
      }),
    );
  });

  it('[SH-2-099] an internal link loses the site base path and keeps the rest', () => {
    fc.assert(
      fc.property(segment, fc.array(segment, { maxLength: 3 }), (base, parts) => {
        const path = `/${parts.join('/')}`;
        expect(stripBasePath(`/${base}${path}`, `/${base}`)).toBe(path);
        expect(stripBasePath(path, '')).toBe(path);
        expect(navigationOutcome({ type: 'InternalLink', href: `/${base}${path}`, pageReference: null }, `/${base}`)).toEqual({
          kind: 'internal',
          path,
        });
      }),
    );
  });
});
