// @vitest-environment jsdom
// The components of a bundle or set on its product page (PX-19-005), from the real set sample.
import { readFileSync } from 'node:fs';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentsOf } from '../../machines/catalogue/product-children.ts';
import { ProductComponentsUi } from '../../src/catalogue/product/ProductComponentsUi.tsx';

afterEach(cleanup);

const setSample = JSON.parse(readFileSync('contracts/real-api-samples/doc-product-children-set.json', 'utf8'));

describe('bundle and set components', () => {
  it('[PX-19-005] a set lists each child as a link to its page with its SKU and quantity', () => {
    render(
      <MemoryRouter>
        <ProductComponentsUi idPrefix="p" kind="Set" status="ready" components={componentsOf(setSample)} onRetry={() => {}} />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'In this set' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Alpine Energy Drink Tart Cherry Post 0.5L PET - 6 pack' }).getAttribute('href')).toBe('/product/01txx0000006iCGAAY');
    expect(items[0]!.textContent).toContain('SKU 6010015');
    expect(items[0]!.textContent).toContain('× 1');
  });

  it('[PX-19-005] a failed read says so and reads again on request; a required child says so', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <MemoryRouter>
        <ProductComponentsUi idPrefix="p" kind="Bundle" status="failed" components={[]} onRetry={onRetry} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'In this bundle' }).textContent).toContain('could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Load them again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(
      <MemoryRouter>
        <ProductComponentsUi idPrefix="p" kind="Bundle" status="ready" components={[{ id: '01t1', name: 'Lead set', sku: null, quantity: '3', required: true, image: null }]} onRetry={onRetry} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Lead set × 3 (required)');
  });
});
