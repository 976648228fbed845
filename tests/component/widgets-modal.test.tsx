// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../src/components/modal/ModalHost.tsx';
import { useModal, type ModalHandle, type ModalOptions } from '../../src/components/modal/ModalProvider.tsx';
import { WidgetProviders } from '../../src/components/widgets/WidgetProviders.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

let handle: ModalHandle | null = null;

function Opener({ options }: { options: Partial<ModalOptions> }) {
  const modal = useModal();
  return (
    <button
      type="button"
      onClick={() => {
        handle = modal.open({
          label: 'Confirm order',
          content: (
            <div>
              <button type="button">First</button>
              <a href="/terms">Terms</a>
              <button type="button">Last</button>
            </div>
          ),
          ...options,
        });
      }}
    >
      Open
    </button>
  );
}

function setup(options: Partial<ModalOptions> = {}) {
  handle = null;
  const user = userEvent.setup();
  render(
    <WidgetProviders>
      <Opener options={options} />
      <ModalHost />
    </WidgetProviders>,
  );
  const opener = screen.getByRole('button', { name: 'Open' });
  const dialog = () => screen.queryByRole('dialog');
  return { user, opener, dialog };
}

describe('modal dialog', () => {
  it('[SH-4-080][SH-4-081] the dialog is an aria-modal dialog named by its label, medium unless sized', async () => {
    const { user, opener, dialog } = setup();
    await user.click(opener);
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Confirm order' }).getAttribute('data-size')).toBe('medium');
    cleanup();
    for (const size of ['small', 'large', 'full'] as const) {
      const again = setup({ size });
      await again.user.click(again.opener);
      expect(again.dialog()!.getAttribute('data-size')).toBe(size);
      expect(again.dialog()!.className).toContain(`krm-modal--${size}`);
      cleanup();
    }
  });

  it('[PX-05-110] opening focuses the first control of the content', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
  });

  it('[PX-05-110] content without controls gets the close button focused', async () => {
    const { user, opener } = setup({ content: <p>Nothing to press.</p> });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close dialog' }));
  });

  it('[PX-05-110] Tab and Shift+Tab stay inside the dialog', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Terms' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close dialog' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
    screen.getByRole('button', { name: 'Close dialog' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
  });

  it('[SH-4-083][PX-05-110] Escape closes the dialog and focus returns to where it was', async () => {
    const onClose = vi.fn();
    const { user, opener, dialog } = setup({ onClose });
    await user.click(opener);
    await user.keyboard('{Escape}');
    await act(async () => undefined);
    expect(dialog()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('[SH-4-083] the close button closes the dialog', async () => {
    const { user, opener, dialog } = setup();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(dialog()).toBeNull();
  });

  it('[SH-4-084] Escape with Ctrl, Meta or Shift held does not close', async () => {
    const { user, opener, dialog } = setup();
    await user.click(opener);
    for (const modifier of ['Control', 'Meta', 'Shift']) {
      await user.keyboard(`{${modifier}>}{Escape}{/${modifier}}`);
      expect(dialog()).not.toBeNull();
    }
  });

  it('[SH-4-082][SH-4-085][SH-8-022] while busy, Escape and the close button are refused with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, opener, dialog } = setup();
    await user.click(opener);
    act(() => handle!.setBusy(true));
    expect(dialog()!.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Close dialog' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(dialog()).not.toBeNull();
    expect(warn.mock.calls).toEqual([['close blocked while disabled'], ['close blocked while disabled']]);
    act(() => handle!.setBusy(false));
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
  });

  it('[SH-4-082] a dialog can start with closing disabled', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, opener, dialog } = setup({ closeDisabled: true });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeNull();
  });

  it('[SH-5-060][SH-8-021] a dialog without a label logs the label-required error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, opener } = setup({ label: '  ' });
    await user.click(opener);
    expect(error).toHaveBeenCalledWith('modal label required');
  });

  it('[CC-9-018][CC-9-020][PX-05-110] stacked dialogs: overlays from 9000 in steps of 2, only the topmost answers keys', async () => {
    function Nested() {
      const modal = useModal();
      return (
        <button type="button" onClick={() => modal.open({ label: 'Inner', content: <button type="button">Inner action</button> })}>
          Open inner
        </button>
      );
    }
    const { user, opener } = setup({ content: <Nested /> });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    const overlays = [...document.querySelectorAll<HTMLElement>('.krm-modal__overlay')];
    expect(overlays.map((overlay) => overlay.style.zIndex)).toEqual(['9000', '9002']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inner action' }));
    await user.keyboard('{Escape}');
    await act(async () => undefined);
    expect(screen.getAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-labelledby') && dialog.textContent!.includes('Open inner'))).toEqual([true]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open inner' }));
  });

  it('[SH-9-042][SH-9-043][SH-9-044][SH-9-045] resizes settle for 300 ms, then the body fits the window less 48 + 80, at least 80px', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { opener } = setup();
    fireEvent.click(opener);
    const body = document.querySelector<HTMLElement>('.krm-modal__body')!;
    expect(body.style.maxHeight).toBe(`${window.innerHeight - 48 - 80}px`);
    act(() => {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 400 });
      fireEvent(window, new Event('resize'));
    });
    act(() => vi.advanceTimersByTime(299));
    expect(body.style.maxHeight).not.toBe('272px');
    act(() => vi.advanceTimersByTime(1));
    expect(body.style.maxHeight).toBe('272px');
    act(() => {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 150 });
      fireEvent(window, new Event('resize'));
      vi.advanceTimersByTime(300);
    });
    expect(body.style.maxHeight).toBe('80px');
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
  });
});
