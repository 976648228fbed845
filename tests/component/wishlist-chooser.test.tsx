// @vitest-environment jsdom
// Choosing the wishlist (PX-18-023): from the product page and from the grid's heart, a buyer with
// several lists picks one in a dialog (the default preselected, focus back on the button after);
// with one list the product goes straight to it; wish-list-add fires once per add.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPERIENCE_INTERACTION } from '../../src/analytics/payloads.ts';
import { renderCatalogue } from './catalogue-harness.tsx';

afterEach(cleanup);

/** Two lists, the second the buyer's default on the server (PX-24-001). */
const twoLists = () => [
  { id: '0YC000000000001', name: 'Clinic reorder', productIds: [] as string[] },
  { id: '0YC000000000002', name: 'Sleep lab', productIds: [] as string[], isDefault: true },
];

function recordAdds() {
  const adds: Array<Record<string, unknown>> = [];
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<{ name: string; payload: Record<string, unknown> }>).detail;
    if (detail.name === 'wish-list-add') adds.push(detail.payload);
  };
  document.addEventListener(EXPERIENCE_INTERACTION, listener);
  return { adds, stop: () => document.removeEventListener(EXPERIENCE_INTERACTION, listener) };
}

describe('choosing the wishlist', () => {
  it('[PX-18-023][PX-24-001][CC-7-044] the product page asks which list, the server’s default preselected; the chosen one gets the product, focus returns, one wish-list-add', async () => {
    const user = userEvent.setup();
    const recorded = recordAdds();
    try {
      const view = renderCatalogue('/product/01t000000000005', { signedInAs: 'buyer@demo.test' });
      view.server.state.wishlists.push(...twoLists());
      await screen.findByRole('heading', { level: 1, name: /Aurisense/ });
      const button = screen.getByRole('button', { name: 'Add to wishlist' });
      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: /^Add Aurisense.* to a wishlist$/ });
      const preselected = within(dialog).getByRole('radio', { name: 'Sleep lab' }) as HTMLInputElement;
      expect(preselected.checked).toBe(true);
      await waitFor(() => expect(document.activeElement).toBe(preselected));

      // Cancelling adds nothing and gives focus back.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(button);
      expect(view.server.state.wishlists.every((list) => list.productIds.length === 0)).toBe(true);

      await user.click(button);
      const again = await screen.findByRole('dialog', { name: /^Add Aurisense.* to a wishlist$/ });
      await user.click(within(again).getByRole('radio', { name: 'Clinic reorder' }));
      await user.click(within(again).getByRole('button', { name: 'Add to this list' }));
      expect(await screen.findByText('Added to your wishlist')).toBeTruthy();
      expect(view.server.state.wishlists.map((list) => list.productIds)).toEqual([['01t000000000005'], []]);
      // Nothing about the default is kept in the browser.
      expect(Object.keys(window.localStorage).filter((key) => /wishlist/i.test(key))).toEqual([]);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'In your wishlist' }));
      expect(recorded.adds).toHaveLength(1);
      expect(recorded.adds[0]).toMatchObject({ catalogObject: { id: '01t000000000005' }, wishlistId: '0YC000000000001' });
    } finally {
      recorded.stop();
    }
  });

  it('[PX-18-023][PX-24-001][CC-7-044] the grid’s heart (opened by keyboard) asks which list with several, the server’s default preselected, and adds straight away with one', async () => {
    const user = userEvent.setup();
    const recorded = recordAdds();
    try {
      const view = renderCatalogue('/search?term=electrode', { signedInAs: 'buyer@demo.test' });
      view.server.state.wishlists.push(...twoLists());
      const hearts = await screen.findAllByRole('button', { name: /^Add .* to wishlist$/ });
      const heart = hearts[0]!;
      const name = /^Add (.*) to wishlist$/.exec(heart.textContent ?? '')![1]!;
      heart.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: `Add ${name} to a wishlist` });
      expect((within(dialog).getByRole('radio', { name: 'Sleep lab' }) as HTMLInputElement).checked).toBe(true);
      await user.click(within(dialog).getByRole('button', { name: 'Add to this list' }));
      await screen.findByRole('button', { name: `${name} is in your wishlist` });
      expect(view.server.state.wishlists[1]!.productIds).toHaveLength(1);
      expect(view.server.state.wishlists[0]!.productIds).toHaveLength(0);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: `${name} is in your wishlist` }));
      expect(recorded.adds).toHaveLength(1);
      expect(recorded.adds[0]).toMatchObject({ wishlistId: '0YC000000000002' });

      // One list left: the next heart adds without asking.
      view.server.state.wishlists.splice(0, 1);
      await user.click(screen.getAllByRole('button', { name: /^Add .* to wishlist$/ })[0]!);
      await waitFor(() => expect(view.server.state.wishlists[0]!.productIds).toHaveLength(2));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(recorded.adds).toHaveLength(2);
    } finally {
      recorded.stop();
    }
  });

  it('[PX-18-021][PX-24-001][SH-1-007] /mylists shows the server’s default; Make default asks the server, and the new default shows', async () => {
    const user = userEvent.setup();
    const view = renderCatalogue('/mylists', { signedInAs: 'buyer@demo.test' });
    view.server.state.wishlists.push(...twoLists());
    const clinic = await screen.findByRole('region', { name: 'Clinic reorder' });
    const lab = screen.getByRole('region', { name: 'Sleep lab' });
    expect(within(lab).getByText('Default list')).toBeTruthy();
    expect(within(clinic).queryByText('Default list')).toBeNull();
    await user.click(within(clinic).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(within(clinic).getByText('Default list')).toBeTruthy());
    expect(within(lab).queryByText('Default list')).toBeNull();
    expect(within(lab).getByRole('button', { name: 'Make default' })).toBeTruthy();
    const patches = view.server.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith('/wishlists/0YC000000000001'));
    expect(patches.map((r) => r.body)).toEqual([{ isDefault: true }]);
    expect(view.server.state.wishlists.map((list) => Boolean(list.isDefault))).toEqual([true, false]);
    expect(Object.keys(window.localStorage).filter((key) => /wishlist/i.test(key))).toEqual([]);
  });

  it('[PX-18-023] a guest sees no heart on the grid', async () => {
    renderCatalogue('/search?term=electrode');
    await screen.findAllByRole('link', { name: /Electrode/i });
    expect(screen.queryByRole('button', { name: /^Add .* to wishlist$/ })).toBeNull();
  });
});
