// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { WishlistShortcut } from '../../src/components/wishlist/WishlistShortcut.tsx';

afterEach(cleanup);

const shapeOf = (name: string) => screen.getByRole('link', { name }).querySelector('path')!;

describe('wishlist shortcut', () => {
  it('[CC-2-015] the icon is outlined by default and filled when asked; a plus is never filled', () => {
    render(
      <MemoryRouter>
        <WishlistShortcut to="/mylists" assistiveText="Outlined" />
        <WishlistShortcut to="/mylists" assistiveText="Filled" filled />
        <WishlistShortcut to="/mylists" assistiveText="Plus" icon="plus" filled />
      </MemoryRouter>,
    );
    expect(shapeOf('Outlined').getAttribute('fill')).toBe('none');
    expect(shapeOf('Outlined').getAttribute('stroke')).toBe('currentColor');
    expect(shapeOf('Filled').getAttribute('fill')).toBe('currentColor');
    expect(shapeOf('Plus').getAttribute('fill')).toBe('none');
  });
});
