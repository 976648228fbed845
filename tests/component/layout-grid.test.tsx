// @vitest-environment jsdom
// The layout container and items (SH §5 "Layout items", CC §2 column layouts and the flexible block
// container) as the store renders them: the checkout's address form, the console warnings, and the
// stylesheet that turns an item's size into its share of the row.
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayoutGrid, LayoutItem } from '../../src/components/layout/LayoutGrid.tsx';
import { AddressFormUi } from '../../src/checkout/steps/AddressFormUi.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CSS = readFileSync('src/components/layout/layout-grid.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of `selector` inside `@media media` (or at the top level when none). */
function block(selector: string, media?: string): string {
  if (media && !CSS.includes(`@media ${media} {`)) return '';
  const scope = media ? CSS.slice(CSS.indexOf(`@media ${media} {`)) : CSS;
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[\\s,}])${escaped}\\s*\\{([^}]*)\\}`).exec(scope)?.[1] ?? '';
}

const emptyAddress = { firstName: '', lastName: '', companyName: '', street: '', city: '', region: '', postalCode: '', country: 'US', phoneNumber: '' };

function itemOf(element: HTMLElement): HTMLElement {
  const item = element.closest<HTMLElement>('.krm-layout__item');
  if (!item) throw new Error('not inside a layout item');
  return item;
}

describe('layout grid', () => {
  it('[CC-2-018][SH-9-032] the checkout address form lays its name fields out as columns: the whole row on a phone, 50% each from medium', () => {
    render(<AddressFormUi idPrefix="ship" value={emptyAddress} errors={{}} countries={[{ isoCode: 'US', label: 'United States', states: [] }]} onChange={() => {}} />);
    const first = itemOf(screen.getByLabelText(/first name/i));
    const last = itemOf(screen.getByLabelText(/last name/i));
    expect(first.parentElement).toBe(last.parentElement);
    for (const item of [first, last]) {
      expect(item.style.getPropertyValue('--krm-size')).toBe('100%');
      expect(item.style.getPropertyValue('--krm-size-medium')).toBe('50%');
      expect(item.classList.contains('krm-layout__item--sized')).toBe(true);
    }
    // The stylesheet gives a sized item its portion, the medium one from the medium breakpoint (48em) up.
    expect(block('.krm-layout__item--sized')).toMatch(/flex:\s*0 0 var\(--krm-size\)/);
    expect(block('.krm-layout__item--sized', '(min-width: 48em)')).toMatch(/flex-basis:\s*var\(--krm-size-medium, var\(--krm-size-small, var\(--krm-size\)\)\)/);
    expect(block('.krm-layout__item--sized', '(min-width: 64.0625em)')).toMatch(/var\(--krm-size-large, var\(--krm-size-medium,/);
  });

  it('[SH-9-032][CC-2-018] items of sizes 6, 2, 4 and 8 take 50%, 16.67%, 33.33% and 66.67% of the row', () => {
    render(
      <LayoutGrid multipleRows>
        {[6, 2, 4, 8].map((size) => (
          <LayoutItem key={size} size={size}>
            <span>{`size ${size}`}</span>
          </LayoutItem>
        ))}
      </LayoutGrid>,
    );
    expect([6, 2, 4, 8].map((size) => itemOf(screen.getByText(`size ${size}`)).style.getPropertyValue('--krm-size'))).toEqual(['50%', '16.67%', '33.33%', '66.67%']);
  });

  it('[CC-2-019] the container is a flexible block: a flex row, wrapping onto more rows when asked', () => {
    const { container } = render(
      <>
        <LayoutGrid>
          <LayoutItem>one row</LayoutItem>
        </LayoutGrid>
        <LayoutGrid multipleRows>
          <LayoutItem>rows</LayoutItem>
        </LayoutGrid>
      </>,
    );
    const [single, multiple] = [...container.querySelectorAll<HTMLElement>('.krm-layout')];
    expect(single!.className).toBe('krm-layout');
    expect(multiple!.className).toBe('krm-layout krm-layout--multiple-rows');
    expect(block('.krm-layout')).toMatch(/display:\s*flex;/);
    expect(block('.krm-layout')).not.toMatch(/flex-wrap/);
    expect(block('.krm-layout--multiple-rows')).toMatch(/flex-wrap:\s*wrap;/);
  });

  it('[SH-5-035][SH-5-036] an invalid size or device size is warned on the console, verbatim, and not applied', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <LayoutItem size={13} mediumDeviceSize={6}>
        <span>too wide</span>
      </LayoutItem>,
    );
    render(
      <LayoutItem size={12} largeDeviceSize="0">
        <span>bad large</span>
      </LayoutItem>,
    );
    expect(warn.mock.calls).toEqual([
      ['Invalid `size` attribute ... should be an integer between 1 and 12'],
      ['Invalid `largeDeviceSize` attribute ... should be an integer between 1 and 12'],
    ]);
    const tooWide = itemOf(screen.getByText('too wide'));
    expect(tooWide.getAttribute('style')).toBeNull();
    expect(tooWide.classList.contains('krm-layout__item--sized')).toBe(false);
    expect(itemOf(screen.getByText('bad large')).style.getPropertyValue('--krm-size-large')).toBe('');
  });

  it('[SH-5-037][SH-5-038] device sizes without the default size are warned and not applied', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <LayoutItem mediumDeviceSize={6} largeDeviceSize={4}>
        <span>no default</span>
      </LayoutItem>,
    );
    expect(warn.mock.calls).toEqual([['You cannot have device specific size attributes ... without specifying the `size` attribute']]);
    expect(itemOf(screen.getByText('no default')).getAttribute('style')).toBeNull();
  });

  it('[SH-5-039][SH-5-040] flexibility auto with no-flex is warned and neither class is set; each alone is', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <>
        <LayoutItem flexibility="auto, no-flex">both</LayoutItem>
        <LayoutItem flexibility="auto">auto</LayoutItem>
        <LayoutItem flexibility="no-flex">fixed</LayoutItem>
      </>,
    );
    expect(warn.mock.calls).toEqual([['You cannot have `flexibility` value to be set to `auto` and `no-flex` together']]);
    expect(screen.getByText('both').className).toBe('krm-layout__item');
    expect(screen.getByText('auto').className).toBe('krm-layout__item krm-layout__item--auto');
    expect(screen.getByText('fixed').className).toBe('krm-layout__item krm-layout__item--no-flex');
    expect(block('.krm-layout__item--auto')).toMatch(/flex:\s*1 1 auto/);
    expect(block('.krm-layout__item--no-flex')).toMatch(/flex:\s*none/);
  });

  it('[SH-5-041][SH-5-042] padding (horizontal or around, small to large) and the alignment bump become the item’s spacing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <>
        <LayoutItem padding="around-medium" alignmentBump="left">bumped</LayoutItem>
        <LayoutItem padding="vertical-small" alignmentBump="middle">ignored</LayoutItem>
      </>,
    );
    expect(screen.getByText('bumped').className).toBe('krm-layout__item krm-layout__item--padding-around-medium krm-layout__item--bump-left');
    expect(screen.getByText('ignored').className).toBe('krm-layout__item');
    expect(warn).not.toHaveBeenCalled();
    for (const [kind, space] of [['small', '2'], ['medium', '4'], ['large', '5']]) {
      expect(block(`.krm-layout__item--padding-horizontal-${kind}`)).toMatch(new RegExp(`padding:\\s*0 var\\(--space-${space}\\)`));
      expect(block(`.krm-layout__item--padding-around-${kind}`)).toMatch(new RegExp(`padding:\\s*var\\(--space-${space}\\)`));
    }
    expect(block('.krm-layout__item--bump-left')).toMatch(/margin-inline-start:\s*auto/);
    expect(block('.krm-layout__item--bump-right')).toMatch(/margin-inline-end:\s*auto/);
    expect(block('.krm-layout__item--bump-top')).toMatch(/margin-block-start:\s*auto/);
    expect(block('.krm-layout__item--bump-bottom')).toMatch(/margin-block-end:\s*auto/);
  });
});
