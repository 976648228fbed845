import { applyPage, type GridItem } from '../../../machines/grid/grid-pagination.ts';

const item = (id: string, label = id): GridItem => ({ id, key: `k-${id}`, ariaLabel: label });

describe('grid pagination', () => {
  it('[CC-4-022][CC-4-023] append adds only unseen ids after the current items and focuses the first new one', () => {
    const page = applyPage([item('a'), item('b')], [item('b', 'other'), item('c'), item('c'), item('d')], { mode: 'append' });
    expect(page).toEqual({
      items: [item('a'), item('b'), item('c'), item('d')],
      focusItemId: 'c',
      scrollToFocusItem: false,
    });
  });

  it('[CC-4-024] append scrolls to the first new item when asked', () => {
    expect(applyPage([item('a')], [item('b')], { mode: 'append', scrollToFirstNew: true })).toEqual({
      items: [item('a'), item('b')],
      focusItemId: 'b',
      scrollToFocusItem: true,
    });
  });

  it('[CC-4-023][CC-4-024] append with nothing new keeps the items and moves neither focus nor scroll', () => {
    expect(applyPage([item('a')], [item('a')], { mode: 'append', scrollToFirstNew: true })).toEqual({
      items: [item('a')],
      focusItemId: null,
      scrollToFocusItem: false,
    });
  });

  it('[CC-4-025] replace swaps the items and moves no focus', () => {
    expect(applyPage([item('a'), item('b')], [item('c')], { mode: 'replace', scrollToFirstNew: true })).toEqual({
      items: [item('c')],
      focusItemId: null,
      scrollToFocusItem: false,
    });
  });

  it('[CC-4-025][CC-4-022] neither mode changes the arrays passed in', () => {
    const current = [item('a')];
    const incoming = [item('b')];
    applyPage(current, incoming, { mode: 'append' });
    applyPage(current, incoming, { mode: 'replace' }).items.push(item('z'));
    expect(current).toEqual([item('a')]);
    expect(incoming).toEqual([item('b')]);
  });

  it('[CC-3-018] grid items carry id, key and ariaLabel through', () => {
    const [first] = applyPage([], [{ id: '01t000000000001', key: 'p1', ariaLabel: 'Cortexa cup electrodes' }], { mode: 'append' }).items;
    expect(first).toEqual({ id: '01t000000000001', key: 'p1', ariaLabel: 'Cortexa cup electrodes' });
  });
});
