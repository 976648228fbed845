import * as constants from '../../../machines/constants/navigation.ts';
import {
  allCategoryLabel,
  limitDepth,
  navAlignment,
  navigationSettings,
  toNavItems,
  withAppLauncher,
  type NavItem,
  type ReceivedNavItem,
} from '../../../machines/navigation/nav-items.ts';
import { moreItem, visibleItemCount, withOverflow } from '../../../machines/navigation/overflow.machine.ts';

const received: ReceivedNavItem[] = [
  { actionType: 'InternalLink', actionValue: '/', label: 'Home', target: 'CurrentWindow', subMenu: [] },
  {
    actionType: 'InternalLink', actionValue: '/category/neurology/0ZG000000000001', label: 'Neurology', active: true,
    subMenu: [
      { actionType: 'SystemLink', actionValue: '/secur/logout', label: 'Log out' },
      { actionType: 'InternalLink', actionValue: '/category/neurodiagnostics/0ZG000000000011', label: 'Neurodiagnostics' },
    ],
  },
  { actionType: 'Modal', actionValue: 'c:quickOrder', label: 'Quick order' },
  { actionType: 'ExternalLink', actionValue: 'https://www.kestrelridge.example', label: 'Kestrel Ridge', target: 'NewWindow' },
];

function chain(depth: number): ReceivedNavItem[] {
  return depth === 0 ? [] : [{ actionType: 'InternalLink', actionValue: `/l${depth}`, label: `L${depth}`, subMenu: chain(depth - 1) }];
}
const depthOf = (items: NavItem[]): number => (items.length === 0 ? 0 : 1 + Math.max(...items.map((i) => depthOf(i.subMenu))));

describe('navigation item mapping', () => {
  it('[SH-3-070][SH-3-071][SH-3-074] maps received items, dropping SystemLink and Modal at every level', () => {
    expect(toNavItems(received)).toEqual([
      { id: '1', label: 'Home', active: false, target: '_self', href: '/', type: 'InternalLink', isSelected: false, pageReference: null, subMenu: [] },
      {
        id: '2', label: 'Neurology', active: true, target: '_self', href: '/category/neurology/0ZG000000000001', type: 'InternalLink',
        isSelected: false, pageReference: null,
        subMenu: [
          {
            id: '3', label: 'Neurodiagnostics', active: false, target: '_self', href: '/category/neurodiagnostics/0ZG000000000011',
            type: 'InternalLink', isSelected: false, pageReference: null, subMenu: [],
          },
        ],
      },
      {
        id: '4', label: 'Kestrel Ridge', active: false, target: '_blank', href: 'https://www.kestrelridge.example', type: 'ExternalLink',
        isSelected: false, pageReference: null, ariaLabel: 'Kestrel Ridge (opens in new tab)', subMenu: [],
      },
    ]);
  });

  it('[SH-3-072] ids are sequence numbers as text, depth first, unique across the tree', () => {
    const items = toNavItems([
      { actionType: 'InternalLink', label: 'A', subMenu: [{ actionType: 'InternalLink', label: 'A1' }, { actionType: 'InternalLink', label: 'A2' }] },
      { actionType: 'InternalLink', label: 'B' },
    ]);
    expect(items.map((i) => [i.id, i.subMenu.map((s) => s.id)])).toEqual([['1', ['2', '3']], ['4', []]]);
  });

  it('[SH-3-073] ariaLabel is set only for new-window items, with the label inserted', () => {
    const [newWindow, sameWindow, noTarget] = toNavItems([
      { actionType: 'ExternalLink', actionValue: 'https://www.kestrelridge.example', label: 'Our website', target: 'NewWindow' },
      { actionType: 'ExternalLink', actionValue: 'https://www.kestrelridge.example', label: 'Same', target: 'CurrentWindow' },
      { actionType: 'InternalLink', actionValue: '/faqs', label: 'FAQs', target: null },
    ]);
    expect(newWindow!.ariaLabel).toBe('Our website (opens in new tab)');
    const [dollars] = toNavItems([{ actionType: 'InternalLink', label: "Save $$ & $' now", target: 'NewWindow' }]);
    expect(dollars!.ariaLabel).toBe("Save $$ & $' now (opens in new tab)");
    expect('ariaLabel' in sameWindow!).toBe(false);
    expect('ariaLabel' in noTarget!).toBe(false);
    expect(constants.OPENS_IN_NEW_TAB_LABEL).toBe('{0} (opens in new tab)');
  });

  it('[SH-3-075][SH-3-076] target is _blank for NewWindow, otherwise _self', () => {
    const targets = toNavItems(
      ['NewWindow', 'CurrentWindow', null, undefined, 'newwindow'].map((target) => ({ actionType: 'InternalLink', label: 'x', target })),
    ).map((i) => i.target);
    expect(targets).toEqual(['_blank', '_self', '_self', '_self', '_self']);
  });

  it('[SH-3-070][SH-3-071] missing address, active flag and page reference get empty defaults; a page reference is kept', () => {
    const pageReference = { type: 'standard__namedPage', attributes: { name: 'Home' } };
    const [bare, withReference] = toNavItems([
      { actionType: 'NavigationalTopic', label: 'Topics', actionValue: null, subMenu: null },
      { actionType: 'SalesforceObject', label: 'Home', pageReference, active: false },
    ]);
    expect(bare).toMatchObject({ href: '', active: false, pageReference: null, subMenu: [], type: 'NavigationalTopic' });
    expect(withReference!.pageReference).toBe(pageReference);
  });

  it('[SH-5-029][SH-5-030][SH-9-021] sub-menus nest at most 5 levels; deeper levels are ignored', () => {
    expect(depthOf(toNavItems(chain(4)))).toBe(4);
    expect(depthOf(toNavItems(chain(5)))).toBe(5);
    expect(depthOf(toNavItems(chain(8)))).toBe(5);
    expect(constants.NAV_MAX_DEPTH).toBe(5);
  });

  it('[SH-5-030] limitDepth cuts already-mapped trees below the fifth level', () => {
    const deep = (depth: number): NavItem[] =>
      depth === 0 ? [] : [{ ...toNavItems(chain(1))[0]!, subMenu: deep(depth - 1) }];
    expect(depthOf(limitDepth(deep(7)))).toBe(5);
    expect(depthOf(limitDepth(deep(5)))).toBe(5);
    expect(depthOf(limitDepth(deep(3)))).toBe(3);
  });

  it('[SH-5-032][SH-5-033] the HTML product-name gate is off, so labels stay verbatim text', () => {
    const [item] = toNavItems([{ actionType: 'InternalLink', label: 'EEG<sup>®</sup> <b>caps</b>' }]);
    expect(item!.label).toBe('EEG<sup>®</sup> <b>caps</b>');
  });

  it('[SH-2-089][SH-2-090][SH-5-031] alignment is left, center or right; any other value means left', () => {
    expect(navAlignment('left')).toBe('left');
    expect(navAlignment('center')).toBe('center');
    expect(navAlignment('right')).toBe('right');
    for (const other of ['Center', 'justify', '', undefined, null, 1]) expect(navAlignment(other)).toBe('left');
  });

  it('[SH-2-103][SH-5-031] builder settings: showHomeLink, showBackLabel, alignment and navigationMenuEditor', () => {
    expect(navigationSettings({ showHomeLink: true, showBackLabel: true, alignment: 'right', navigationMenuEditor: received })).toEqual({
      showHomeLink: true, showBackLabel: true, alignment: 'right', navigationMenuEditor: received,
    });
    expect(navigationSettings({ showHomeLink: 'true', showBackLabel: 1, alignment: 'middle', navigationMenuEditor: '[]' })).toEqual({
      showHomeLink: false, showBackLabel: false, alignment: 'left', navigationMenuEditor: [],
    });
    expect(navigationSettings({})).toEqual({ showHomeLink: false, showBackLabel: false, alignment: 'left', navigationMenuEditor: [] });
  });

  it('[SH-4-053] the "All {category}" link label names the parent', () => {
    expect(allCategoryLabel('Neurology')).toBe('All Neurology');
    expect(allCategoryLabel('$& deals')).toBe('All $& deals');
  });

  it('[SH-2-107][SH-2-108] the app-launcher item (id app-launcher-item) leads the bar only when the option is on', () => {
    const items = toNavItems(received);
    expect(withAppLauncher(items, false, 'App Launcher')).toEqual(items);
    expect(withAppLauncher(items, true, 'App Launcher')).toEqual([
      {
        id: 'app-launcher-item', label: 'App Launcher', active: false, target: '_self', href: '', type: 'AppLauncher',
        isSelected: false, pageReference: null, subMenu: [],
      },
      ...items,
    ]);
  });
});

describe('overflow into More', () => {
  it('[SH-4-063] all items stay when their widths fit the bar, without reserving room for More', () => {
    expect(visibleItemCount([100, 100, 100], 300, 80)).toBe(3);
    expect(visibleItemCount([], 0, 80)).toBe(0);
  });

  it('[SH-4-063] items that do not fit move into More, whose width is reserved', () => {
    expect(visibleItemCount([100, 100, 100], 299, 80)).toBe(2);
    expect(visibleItemCount([100, 100, 100], 280, 80)).toBe(2);
    expect(visibleItemCount([100, 100, 100], 279, 80)).toBe(1);
    expect(visibleItemCount([100, 100, 100], 50, 80)).toBe(0);
    expect(visibleItemCount([100, 10, 10], 115, 10)).toBe(1);
  });

  it('[SH-9-018][SH-4-063] the bar shows at most 20 items; the rest go into More', () => {
    const widths = Array.from({ length: 25 }, () => 10);
    expect(visibleItemCount(widths, 10_000, 50)).toBe(20);
    expect(visibleItemCount(widths.slice(0, 20), 200, 50)).toBe(20);
    expect(visibleItemCount(widths.slice(0, 21), 10_000, 50)).toBe(20);
    expect(constants.NAV_BAR_MAX_ITEMS).toBe(20);
  });

  it('[SH-2-091][SH-2-104][SH-2-105] More (id more-item, type MoreMenu) holds the overflow items', () => {
    const items = toNavItems(received);
    expect(withOverflow(items, 3)).toEqual(items);
    expect(withOverflow(items, 5)).toEqual(items);
    expect(withOverflow(items, 1)).toEqual([
      items[0],
      {
        id: 'more-item', label: 'More', active: true, target: '_self', href: '', type: 'MoreMenu',
        isSelected: false, pageReference: null, subMenu: [items[1], items[2]],
      },
    ]);
  });

  it('[SH-2-106] More is active exactly when a hidden item is active', () => {
    const [home, neurology, website] = toNavItems(received);
    expect(moreItem([home!, website!]).active).toBe(false);
    expect(moreItem([home!, neurology!]).active).toBe(true);
    expect(moreItem([]).active).toBe(false);
    expect(withOverflow([neurology!, home!], 1).at(-1)!.active).toBe(false);
  });
});

describe('navigation constants', () => {
  it('[SH-9-019][SH-9-022][SH-9-030][SH-4-057] list cap 500, overflow throttle 100 ms, slide 0.2 s', () => {
    expect(constants.DRILL_DOWN_ITEM_LIMIT).toBe(500);
    expect(constants.OVERFLOW_THROTTLE_MS).toBe(100);
    expect(constants.SLIDE_ANIMATION_MS).toBe(200);
  });

  it('[SH-9-027][SH-9-028] z-indexes: list 500, mobile 10000', () => {
    expect([constants.LIST_Z_INDEX, constants.MOBILE_Z_INDEX]).toEqual([500, 10000]);
  });
});
