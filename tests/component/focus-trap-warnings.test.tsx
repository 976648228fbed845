// @vitest-environment jsdom
// The focus trap's console-only warnings (SH-8-019, SH-8-020): a trap without an id, and one with
// nothing to focus. They are development-build warnings (import.meta.env.DEV, true under vitest).
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../src/components/modal/ModalHost.tsx';
import { useModal } from '../../src/components/modal/ModalProvider.tsx';
import { trapTab } from '../../src/components/widgets/focus.ts';
import { WidgetProviders } from '../../src/components/widgets/WidgetProviders.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const tab = () => ({ key: 'Tab', shiftKey: false, preventDefault: vi.fn() });

describe('focus trap warnings', () => {
  it('[SH-8-019] a trap on a container without an id warns "The focus trap requires an id" on the console; with an id it does not', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <>
        <div data-testid="anonymous">
          <button type="button">Inside</button>
        </div>
        <div data-testid="named" id="panel">
          <button type="button">Also inside</button>
        </div>
      </>,
    );
    trapTab(tab(), screen.getByTestId('named'));
    expect(warn).not.toHaveBeenCalled();
    trapTab(tab(), screen.getByTestId('anonymous'));
    expect(warn.mock.calls).toEqual([['The focus trap requires an id']]);
  });

  it('[SH-8-020] a trap with nothing focusable warns "No focusable elements found." and keeps Tab from leaving', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <div data-testid="empty" id="empty-panel">
        <p>Nothing to press</p>
        <button type="button" disabled>
          Disabled
        </button>
      </div>,
    );
    const event = tab();
    expect(trapTab(event, screen.getByTestId('empty'))).toBe(true);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(warn.mock.calls).toEqual([['No focusable elements found.']]);
  });

  it('[SH-8-019][SH-8-020] the store’s modal dialog has an id and something to focus: tabbing through it warns nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    function Opener() {
      const modal = useModal();
      return (
        <button type="button" onClick={() => modal.open({ label: 'Confirm order', content: <button type="button">Confirm</button> })}>
          Open
        </button>
      );
    }
    render(
      <WidgetProviders>
        <Opener />
        <ModalHost />
      </WidgetProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm order' });
    expect(dialog.id).not.toBe('');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});
