// @vitest-environment jsdom
// Named icons and button-icons as the store draws them (SH §5 "Icons and buttons", SH-8-023): the
// product page's quantity steppers, the search suggestions' icons, and the console-only warnings.
import { readFileSync } from 'node:fs';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityInputUi } from '../../src/catalogue/product/QuantityInputUi.tsx';
import { OptionIcon } from '../../src/components/search/SearchBoxController.tsx';
import { SearchInputUi } from '../../src/components/search/SearchInputUi.tsx';
import { ButtonIcon } from '../../src/components/widgets/ButtonIcon.tsx';
import { NamedIcon } from '../../src/components/widgets/NamedIcon.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CSS = readFileSync('src/components/widgets/named-icon.css', 'utf8');

/** The declarations of the rule for `selector` (written inside :where()). */
function block(selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`:where\\(${escaped}\\)\\s*\\{([^}]*)\\}`).exec(CSS)?.[1] ?? '';
}

/** The drawing once the templates have loaded. */
async function pathsOf(svg: () => SVGElement | null): Promise<string[]> {
  await waitFor(() => expect(svg()!.querySelectorAll('path').length).toBeGreaterThan(0));
  return [...svg()!.querySelectorAll('path')].map((path) => path.getAttribute('d')!);
}

describe('named icons', () => {
  it('[SH-5-043][SH-5-044][SH-5-045][PX-72-001] a name that is not category:name warns once on the console and draws the default icon', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <>
        <span data-testid="bad">
          <NamedIcon iconName="clock" />
        </span>
        <span data-testid="info">
          <NamedIcon iconName="utility:info" />
        </span>
        <span data-testid="clock">
          <NamedIcon iconName="utility:clock" />
        </span>
      </>,
    );
    const svgOf = (id: string) => () => screen.getByTestId(id).querySelector('svg');
    const bad = await pathsOf(svgOf('bad'));
    expect(bad).toEqual(await pathsOf(svgOf('info')));
    expect(await pathsOf(svgOf('clock'))).not.toEqual(bad);
    expect(svgOf('bad')()!.getAttribute('data-icon')).toBe('utility:info');
    expect(warn.mock.calls).toEqual([['Invalid icon name']]);
    expect(container.querySelectorAll('svg[aria-hidden="true"]').length).toBe(3);
  });

  it('[SH-5-046][SH-5-047] sizes xx-small to large each set the icon’s box; medium by default and for unknown sizes', () => {
    const { container } = render(
      <>
        {['xx-small', 'x-small', 'small', 'medium', 'large', undefined, 'x-large'].map((size) => (
          <NamedIcon key={String(size)} iconName="utility:add" size={size} />
        ))}
      </>,
    );
    expect([...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('class'))).toEqual([
      'krm-icon krm-icon--xx-small',
      'krm-icon krm-icon--x-small',
      'krm-icon krm-icon--small',
      'krm-icon krm-icon--medium',
      'krm-icon krm-icon--large',
      'krm-icon krm-icon--medium',
      'krm-icon krm-icon--medium',
    ]);
    const widths = ['xx-small', 'x-small', 'small', 'medium', 'large'].map((size) => /width:\s*([\d.]+rem)/.exec(block(`.krm-icon--${size}`))?.[1]);
    expect(widths.every(Boolean)).toBe(true);
    expect(new Set(widths).size).toBe(5);
    expect(widths.map((width) => Number.parseFloat(width!))).toEqual([...widths.map((width) => Number.parseFloat(width!))].sort((a, b) => a - b));
  });

  it('[SH-5-048] variants bare, error, inverse, warning and success colour the icon; others are not applied', () => {
    const { container } = render(
      <>
        {['bare', 'error', 'inverse', 'warning', 'success', 'brand'].map((variant) => (
          <NamedIcon key={variant} iconName="utility:add" variant={variant} size="small" />
        ))}
      </>,
    );
    expect([...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('class'))).toEqual([
      'krm-icon krm-icon--small krm-icon--bare',
      'krm-icon krm-icon--small krm-icon--error',
      'krm-icon krm-icon--small krm-icon--inverse',
      'krm-icon krm-icon--small krm-icon--warning',
      'krm-icon krm-icon--small krm-icon--success',
      'krm-icon krm-icon--small',
    ]);
    expect(block('.krm-icon--error')).toMatch(/color:\s*var\(--color-danger\)/);
    expect(block('.krm-icon--inverse')).toMatch(/color:\s*var\(--color-white\)/);
    expect(block('.krm-icon--warning')).toMatch(/color:\s*var\(--color-warning-border\)/);
    expect(block('.krm-icon--success')).toMatch(/color:\s*var\(--color-success\)/);
  });

  it('[SH-5-043] the search suggestions draw their icons by name: utility:clock for a recent search, utility:search for the advanced one', async () => {
    const items = [
      { id: 'a', text: 'Search for "eeg"', category: 'advanced-search', iconName: 'utility:search', iconAlternativeText: 'search', highlight: true },
      { id: 'r', text: 'eeg caps', category: 'recent-search', iconName: 'utility:clock', iconAlternativeText: 'recent', highlight: false },
    ] as Parameters<typeof SearchInputUi>[0]['items'];
    const noop = () => {};
    const { container } = render(
      <SearchInputUi idPrefix="s" term="eeg" items={items} highlightedIndex={0} announcement="" optionIcon={OptionIcon} onInput={noop} onFocus={noop} onBlur={noop} onKey={noop} onOptionClick={noop} onClear={noop} />,
    );
    const icons = [...container.querySelectorAll('.search-input__option-icon svg')];
    expect(icons.map((svg) => [svg.getAttribute('data-icon'), svg.getAttribute('class')])).toEqual([
      ['utility:search', 'krm-icon krm-icon--x-small'],
      ['utility:clock', 'krm-icon krm-icon--x-small'],
    ]);
  });
});

describe('button-icons', () => {
  const rule = { minimum: 1, maximum: 500, increment: 1 };

  it('[SH-5-049][SH-5-050][SH-5-052] the quantity steppers are button-icons: type button, the container variant, small, drawn by name, named for assistive technology', async () => {
    const user = userEvent.setup();
    const steps: number[] = [];
    render(<QuantityInputUi idPrefix="q" text="1" rule={rule} problem={undefined} onInput={() => {}} onStep={(direction) => steps.push(direction)} />);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    for (const [button, icon] of [[decrease, 'utility:dash'], [increase, 'utility:add']] as const) {
      expect(button.getAttribute('type')).toBe('button');
      expect(button.className).toBe('krm-button-icon krm-button-icon--container krm-button-icon--small quantity__step');
      expect(button.querySelector('svg')!.getAttribute('data-icon')).toBe(icon);
      expect(button.querySelector('svg')!.getAttribute('class')).toBe('krm-icon krm-icon--small');
    }
    await user.click(increase);
    await user.click(decrease);
    expect(steps).toEqual([1, -1]);
  });

  it('[SH-5-049] each variant has its look in the stylesheet', () => {
    for (const variant of ['brand', 'container', 'border', 'border-filled', 'bare-inverse', 'border-inverse']) expect(block(`.krm-button-icon--${variant}`)).not.toBe('');
    expect(block('.krm-button-icon')).toMatch(/background:\s*transparent/);
  });

  it('[SH-5-051][SH-8-023] large on a bordered button and xx-small on a bare one are warned on the console and drawn medium', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <>
        <ButtonIcon iconName="utility:add" alternativeText="Add large" variant="border" size="large" />
        <ButtonIcon iconName="utility:add" alternativeText="Add tiny" variant="bare" size="xx-small" />
        <ButtonIcon iconName="utility:add" alternativeText="Add bare large" variant="bare" size="large" />
      </>,
    );
    expect(warn.mock.calls).toEqual([
      ['Unsupported button-icon size `large` for the `border` variant; using `medium`'],
      ['Unsupported button-icon size `xx-small` for the `bare` variant; using `medium`'],
    ]);
    expect(screen.getByRole('button', { name: 'Add large' }).className).toBe('krm-button-icon krm-button-icon--border krm-button-icon--medium');
    expect(screen.getByRole('button', { name: 'Add tiny' }).className).toBe('krm-button-icon krm-button-icon--bare krm-button-icon--medium');
    expect(screen.getByRole('button', { name: 'Add bare large' }).className).toBe('krm-button-icon krm-button-icon--bare krm-button-icon--large');
  });

  it('[SH-5-052] a submit button-icon submits its form, a reset one resets it, an unknown type is a plain button', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Note" defaultValue="kept" />
        <ButtonIcon iconName="utility:add" alternativeText="Plain" type="menu" />
        <ButtonIcon iconName="utility:add" alternativeText="Clear" type="reset" />
        <ButtonIcon iconName="utility:add" alternativeText="Send" type="submit" />
      </form>,
    );
    const note = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' });
    await user.clear(note);
    await user.type(note, 'typed');
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(submitted).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(note.value).toBe('kept');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
