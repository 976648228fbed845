// @vitest-environment jsdom
// Header widgets whose behaviour loads on first use (PX-05-020): each test is the first in this file
// to use its widget, so the use happens while the widget's code is still loading.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReceivedNavItem } from '../../machines/navigation/nav-items.ts';
import { NavigationMenu } from '../../src/components/navigation/NavigationMenu.tsx';
import { SearchBoxController, type SearchBoxView } from '../../src/components/search/SearchBoxController.tsx';
import { SearchInput } from '../../src/components/search/SearchInput.tsx';
import type { SearchBoxHandlers } from '../../src/components/search/SearchInputUi.tsx';
import { PreviewFrame, previewStore, recordingEnvironment } from './preview-store.tsx';

const MENU_PATH = '/services/data/v64.0/connect/communities/0DB000000000001/navigation-menu/navigation-menu-items';
const MENU: ReceivedNavItem[] = [
  { actionType: 'InternalLink', actionValue: '/quick-order', label: 'Quick Order', target: 'CurrentWindow' },
  { actionType: 'InternalLink', actionValue: '/faqs', label: 'FAQs', target: 'CurrentWindow' },
];

afterEach(cleanup);

function renderWidget(widget: React.ReactNode) {
  const { store } = previewStore({ routes: { [`GET ${MENU_PATH}`]: () => ({ menuItems: MENU }) } });
  render(
    <PreviewFrame store={store} environment={recordingEnvironment()} initialPath="/faqs">
      <button type="button">Before</button>
      {widget}
    </PreviewFrame>,
  );
  return { user: userEvent.setup(), location: () => screen.getByTestId('location').textContent };
}

describe('header widgets on first use', () => {
  it('[PX-05-020][CC-2-001][CC-2-002] the search box takes what is typed straight after focus, keeps focus, and searches it', async () => {
    const { user, location } = renderWidget(<SearchInput />);
    const box = screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard('cortexa');
    expect(box.value).toBe('cortexa');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/search?term=cortexa'));
    expect(box.isConnected).toBe(true);
    expect(document.activeElement).toBe(box);
  });

  it('[PX-05-020][CC-4-001] once the search behaviour has mounted, a keystroke reaches the shown term at once, before any later effect runs', () => {
    const shown: SearchBoxView[] = [];
    let ready: SearchBoxHandlers | null = null;
    let shownRightAfterInput: string | undefined;
    // Its layout effect runs right after the controller's, before React's passive effects: the
    // moment a keystroke can arrive between the controller's mount and the rest of its set-up.
    function KeystrokeRightAfterMount() {
      useLayoutEffect(() => {
        ready?.onInput('co');
        shownRightAfterInput = shown.at(-1)?.term;
      }, []);
      return null;
    }
    const { store } = previewStore({});
    render(
      <PreviewFrame store={store} environment={recordingEnvironment()} initialPath="/faqs">
        <SearchBoxController queued={[(box) => box.onFocus(), (box) => box.onInput('c')]} onView={(view) => shown.push(view)} onAnnounce={() => undefined} onReady={(handlers) => (ready = handlers)} />
        <KeystrokeRightAfterMount />
      </PreviewFrame>,
    );
    expect(shownRightAfterInput).toBe('co');
  });

  it('[PX-05-020][SH-4-061] the hamburger opens its panel on first use by keyboard and stays the element focus returns to', async () => {
    const { user } = renderWidget(<NavigationMenu formFactor="small" />);
    const hamburger = await screen.findByRole('button', { name: 'Menu' });
    hamburger.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Navigation menu' });
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(hamburger.getAttribute('aria-controls')).toBe(panel.id);
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('link', { name: 'Quick Order' })));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(hamburger);
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
  });
});
