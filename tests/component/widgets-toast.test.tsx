// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastConfig } from '../../machines/toast/toast-config.ts';
import { ToastContainer } from '../../src/components/toast/ToastContainer.tsx';
import { useToasts, type Toasts } from '../../src/components/toast/ToastProvider.tsx';
import { WidgetProviders } from '../../src/components/widgets/WidgetProviders.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

let toasts: Toasts;

function Grab() {
  toasts = useToasts();
  return null;
}

function setup(props: { toastPosition?: unknown; maxToasts?: unknown } = {}) {
  render(
    <WidgetProviders {...props}>
      <Grab />
      <ToastContainer />
    </WidgetProviders>,
  );
  const show = (config: ToastConfig) => act(() => toasts.show(config));
  const shown = () => [...document.querySelectorAll<HTMLElement>('.krm-toast')];
  const labels = () => shown().map((toast) => toast.querySelector('.krm-toast__label')!.textContent);
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { show, shown, labels, advance };
}

describe('toast container', () => {
  it('[PX-14-001] a toast with an action shows its button; pressing it runs the action once and closes the toast; unpressed, it ends with the offer', () => {
    const { show, shown, advance } = setup();
    const run = vi.fn();
    show({ label: 'Tips was removed from your cart.', mode: 'dismissible', action: { label: 'Undo', run, offeredMs: 8000 } });
    fireEvent.click(within(shown()[0]!).getByRole('button', { name: 'Undo' }));
    expect(run).toHaveBeenCalledTimes(1);
    advance(400);
    expect(shown()).toHaveLength(0);
    show({ label: 'Other was removed from your cart.', mode: 'dismissible', action: { label: 'Undo', run, offeredMs: 8000 } });
    advance(7900);
    expect(shown()).toHaveLength(1);
    advance(500);
    expect(shown()).toHaveLength(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('[CC-1-010][CC-2-022][CC-3-049] a toast shows its label and message', () => {
    const { show, shown } = setup();
    show({ label: 'Added to cart', message: 'Items has been added to the cart Successfully.', variant: 'success' });
    expect(shown()).toHaveLength(1);
    expect(shown()[0]!.textContent).toContain('Added to cart');
    expect(shown()[0]!.textContent).toContain('Items has been added to the cart Successfully.');
    expect(shown()[0]!.className).toContain('krm-toast--success');
  });

  it('[CC-5-042][CC-5-043] the variant is info unless one of info, success, warning or error is given', () => {
    const { show, shown } = setup();
    show({ label: 'Plain' });
    show({ label: 'Odd', variant: 'fancy' });
    show({ label: 'Careful', variant: 'warning' });
    expect(shown().map((toast) => toast.className.match(/krm-toast--(info|success|warning|error)/)![1])).toEqual(['info', 'info', 'warning']);
  });

  it('[CC-9-011][CC-9-013][CC-4-057][CC-4-058][CC-9-015] a success toast without links closes itself after 4800 ms, fading for 0.4 s', () => {
    const { show, shown, advance } = setup();
    show({ label: 'Added to cart', variant: 'success' });
    expect(shown()[0]!.dataset.mode).toBe('dismissible');
    advance(4799);
    expect(shown()[0]!.dataset.phase).toBe('visible');
    advance(1);
    expect(shown()[0]!.dataset.phase).toBe('fading');
    expect(shown()[0]!.className).toContain('krm-toast--fading');
    expect(shown()[0]!.style.transitionDuration).toBe('400ms');
    advance(399);
    expect(shown()).toHaveLength(1);
    advance(1);
    expect(shown()).toHaveLength(0);
  });

  it('[CC-9-012][CC-5-044] a dismissible toast with a link waits 9600 ms', () => {
    const { show, shown, advance } = setup();
    show({ label: 'Saved to {0}', labelLinks: [{ url: '/mylists', label: 'your wishlist' }], variant: 'success', mode: 'dismissible' });
    advance(9599);
    expect(shown()[0]!.dataset.phase).toBe('visible');
    advance(1);
    expect(shown()[0]!.dataset.phase).toBe('fading');
  });

  it('[CC-9-014][CC-5-044] error, warning and info toasts, and success with links, are sticky until closed', () => {
    const { show, shown, advance } = setup();
    show({ label: 'Sorry! Failed to add Items to the cart.', variant: 'error' });
    show({ label: 'Heads up', variant: 'warning' });
    show({ label: 'See {0}', labelLinks: [{ url: '/cart', label: 'cart' }], variant: 'success' });
    advance(60_000);
    expect(shown().map((toast) => [toast.dataset.mode, toast.dataset.phase])).toEqual([
      ['sticky', 'visible'],
      ['sticky', 'visible'],
      ['sticky', 'visible'],
    ]);
  });

  it('[CC-4-057][CC-9-015][PX-05-112] the close button fades any toast out and removes it 0.4 s later', () => {
    const { show, shown, advance } = setup();
    show({ label: 'Sorry! Failed to add Items to the cart.', variant: 'error' });
    fireEvent.click(within(shown()[0]!).getByRole('button', { name: 'Dismiss notification' }));
    expect(shown()[0]!.dataset.phase).toBe('fading');
    advance(400);
    expect(shown()).toHaveLength(0);
  });

  it('[CC-4-055][CC-4-056][CC-5-048][CC-9-016] new toasts queue; at most 3 are shown and the next comes when one is gone', () => {
    const { show, labels, advance } = setup();
    for (const label of ['One', 'Two', 'Three', 'Four']) show({ label, variant: 'error' });
    expect(labels()).toEqual(['One', 'Two', 'Three']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(labels()).toEqual(['One', 'Two', 'Three']);
    advance(400);
    expect(labels()).toEqual(['Two', 'Three', 'Four']);
  });

  it('[CC-5-047] the maximum can be set, at least 1', () => {
    const { show, labels } = setup({ maxToasts: 0 });
    show({ label: 'One', variant: 'error' });
    show({ label: 'Two', variant: 'error' });
    expect(labels()).toEqual(['One']);
  });

  it('[CC-9-019][CC-9-020] toasts stack from z-index 10000 in steps of 2', () => {
    const { show, shown } = setup();
    for (const label of ['One', 'Two', 'Three']) show({ label, variant: 'error' });
    expect(shown().map((toast) => toast.style.zIndex)).toEqual(['10000', '10002', '10004']);
    expect(screen.getByRole('region', { name: 'Notifications' }).style.zIndex).toBe('10000');
  });

  it('[CC-5-045][CC-5-046] the container is top-center unless placed elsewhere', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Notifications' }).className).toContain('krm-toasts--top-center');
    cleanup();
    setup({ toastPosition: 'bottom-right' });
    expect(screen.getByRole('region', { name: 'Notifications' }).className).toContain('krm-toasts--bottom-right');
    cleanup();
    setup({ toastPosition: 'middle' });
    expect(screen.getByRole('region', { name: 'Notifications' }).className).toContain('krm-toasts--top-center');
  });

  it('[CC-5-041][CC-8-029] a toast without a label is not shown and logs the console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { show, shown } = setup();
    show({ message: 'no label' });
    show({ label: '   ' });
    expect(shown()).toHaveLength(0);
    expect(error.mock.calls).toEqual([['missing required property label'], ['missing required property label']]);
  });

  it('[PX-05-112] information and success are announced politely, warnings and errors assertively', () => {
    const { show } = setup();
    show({ label: 'Added to cart', message: 'Items has been added to the cart Successfully.', variant: 'success' });
    expect(screen.getByRole('status').textContent).toBe('Success: Added to cart Items has been added to the cart Successfully.');
    show({ label: 'Sorry! Failed to add Items to the cart.', variant: 'error' });
    expect(screen.getByRole('alert').textContent).toBe('Error: Sorry! Failed to add Items to the cart.');
    expect(screen.getByRole('status').textContent).toBe('Success: Added to cart Items has been added to the cart Successfully.');
  });

  it('[PX-05-113] {n} in a label or message becomes link n; unplaced links follow the text', () => {
    const { show, shown } = setup();
    show({
      label: 'Saved to {0}',
      labelLinks: [{ url: '/mylists', label: 'your wishlist' }],
      message: '3 items were not added.',
      messageLinks: [{ url: '/cart', label: 'Review your cart' }],
      variant: 'warning',
    });
    const toast = shown()[0]!;
    expect(toast.querySelector('.krm-toast__label')!.textContent).toBe('Saved to your wishlist');
    expect(within(toast).getByRole('link', { name: 'your wishlist' }).getAttribute('href')).toBe('/mylists');
    expect(toast.querySelector('.krm-toast__message')!.textContent).toBe('3 items were not added. Review your cart');
    expect(screen.getByRole('alert').textContent).toBe('Warning: Saved to your wishlist 3 items were not added.');
  });
});
