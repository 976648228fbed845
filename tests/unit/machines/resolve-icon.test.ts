// Icons, button-icons and text settings (SH §5 "Icons and buttons", SH-8-023). Expected values are
// written out from the specification, not read from the constants under test.
import { describe, expect, it } from 'vitest';
import { isIconName, resolveButtonIcon, resolveIcon } from '../../../machines/layout/resolve-icon.ts';
import { textAlignment, textSize } from '../../../machines/layout/text-settings.ts';

describe('icons', () => {
  it.each(['utility:clock', 'standard:account', 'action:new_note', 'utility:add2'])('[SH-5-043] %s is category:name', (name) => {
    expect(isIconName(name)).toBe(true);
    expect(resolveIcon({ iconName: name })).toMatchObject({ iconName: name, category: name.split(':')[0], name: name.split(':')[1], warnings: [] });
  });

  it.each(['clock', 'utility:', ':clock', 'utility:clock:big', 'utility clock', '', undefined, 42])('[SH-5-043][SH-5-044][SH-5-045][PX-72-001] %j is not a name: warns "Invalid icon name" and uses the default icon', (name) => {
    expect(isIconName(name)).toBe(false);
    const icon = resolveIcon({ iconName: name });
    expect(icon.warnings).toEqual(['Invalid icon name']);
    expect(icon).toMatchObject({ iconName: 'utility:info', category: 'utility', name: 'info' });
  });

  it('[SH-5-046][SH-5-047] sizes are xx-small, x-small, small, medium and large; medium when none or another is given', () => {
    for (const size of ['xx-small', 'x-small', 'small', 'medium', 'large']) expect(resolveIcon({ iconName: 'utility:add', size }).size).toBe(size);
    for (const size of [undefined, 'x-large', 'xxx-small', 'Medium', 3]) expect(resolveIcon({ iconName: 'utility:add', size }).size).toBe('medium');
  });

  it('[SH-5-048] variants are bare, error, inverse, warning and success; any other gives none', () => {
    for (const variant of ['bare', 'error', 'inverse', 'warning', 'success']) expect(resolveIcon({ iconName: 'utility:add', variant }).variant).toBe(variant);
    for (const variant of ['brand', 'info', 'border', '']) expect(resolveIcon({ iconName: 'utility:add', variant })).not.toHaveProperty('variant');
  });
});

describe('button-icons', () => {
  const NON_BARE = ['brand', 'container', 'border', 'border-filled', 'border-inverse'];
  const BARE = ['bare', 'bare-inverse'];

  it('[SH-5-049] variants are bare, brand, container, border, border-filled, bare-inverse and border-inverse', () => {
    for (const variant of [...BARE, ...NON_BARE]) expect(resolveButtonIcon({ variant }).variant).toBe(variant);
  });

  it('[SH-5-049][PX-72-002] an unknown variant is border', () => {
    for (const variant of [undefined, 'inverse', 'outline', 'Brand']) expect(resolveButtonIcon({ variant }).variant).toBe('border');
  });

  it('[SH-5-050] sizes xx-small to large, each kept where the variant supports it, without a warning', () => {
    for (const size of ['x-small', 'small', 'medium']) {
      for (const variant of [...BARE, ...NON_BARE]) expect(resolveButtonIcon({ variant, size })).toMatchObject({ size, warnings: [] });
    }
    for (const variant of BARE) expect(resolveButtonIcon({ variant, size: 'large' })).toMatchObject({ size: 'large', warnings: [] });
    for (const variant of NON_BARE) expect(resolveButtonIcon({ variant, size: 'xx-small' })).toMatchObject({ size: 'xx-small', warnings: [] });
  });

  it('[SH-5-051][SH-8-023] large on a non-bare variant and xx-small on a bare one warn and fall back to medium', () => {
    for (const variant of NON_BARE) {
      expect(resolveButtonIcon({ variant, size: 'large' })).toMatchObject({ size: 'medium', warnings: [`Unsupported button-icon size \`large\` for the \`${variant}\` variant; using \`medium\``] });
    }
    for (const variant of BARE) {
      expect(resolveButtonIcon({ variant, size: 'xx-small' })).toMatchObject({ size: 'medium', warnings: [`Unsupported button-icon size \`xx-small\` for the \`${variant}\` variant; using \`medium\``] });
    }
    expect(resolveButtonIcon({ variant: 'border', size: 'huge' }).warnings).toEqual(['Unsupported button-icon size `huge` for the `border` variant; using `medium`']);
    expect(resolveButtonIcon({ variant: 'border' })).toMatchObject({ size: 'medium', warnings: [] });
  });

  it('[SH-5-052] types are button, reset and submit; anything else is button', () => {
    for (const type of ['button', 'reset', 'submit']) expect(resolveButtonIcon({ type }).type).toBe(type);
    for (const type of [undefined, 'menu', 'SUBMIT', '']) expect(resolveButtonIcon({ type }).type).toBe('button');
  });
});

describe('text', () => {
  it('[SH-5-053][PX-72-003] text sizes are small, medium and large; anything else is medium', () => {
    for (const size of ['small', 'medium', 'large']) expect(textSize(size)).toBe(size);
    for (const size of ['x-large', 'huge', undefined, 2]) expect(textSize(size)).toBe('medium');
  });

  it('[SH-5-054] alignment is left, center or right; anything else is left', () => {
    for (const alignment of ['left', 'center', 'right']) expect(textAlignment(alignment)).toBe(alignment);
    for (const alignment of ['justify', 'centre', 'RIGHT', undefined]) expect(textAlignment(alignment)).toBe('left');
  });
});
