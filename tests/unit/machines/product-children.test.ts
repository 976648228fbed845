// PX-19-005 over the platform's own bodies: the Product Child Collection samples of the Connect REST
// API documentation (contracts/real-api-samples), and pages chained by their tokens.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { componentsOf, hasComponents, readAllComponents } from '../../../machines/catalogue/product-children.ts';
import { MAX_PRODUCT_CHILD_PAGES } from '../../../machines/constants/api.ts';
import type { Wire } from '../../../machines/wire.ts';

const sample = (name: string) => JSON.parse(readFileSync(`contracts/real-api-samples/doc-product-children-${name}.json`, 'utf8')) as Wire['ProductChildCollection'];

describe('components of a bundle or set (PX-19-005)', () => {
  it('[PX-19-005] only bundles and sets list components', () => {
    expect(['Bundle', 'Set'].map((c) => hasComponents(c))).toEqual([true, true]);
    expect(['Simple', 'VariationParent', 'Variation', null, undefined].map((c) => hasComponents(c))).toEqual([false, false, false, false, false]);
  });

  it('[PX-19-005] the bundle sample: the child from productInfo, its quantity in the parent and its image', () => {
    expect(componentsOf(sample('bundle'))).toEqual([
      { id: '01txx0000006j9oAAA', name: 'testBundleChild1', sku: 'testBundleChild1', quantity: '2.0', required: false, image: { url: '/img/b2b/default-product-image.svg', alternateText: expect.any(String) } },
    ]);
  });

  it('[PX-19-005] the set sample: both children, with no image when the platform sends none', () => {
    const components = componentsOf(sample('set'));
    expect(components.map((c) => [c.id, c.name, c.sku, c.quantity, c.image])).toEqual([
      ['01txx0000006iCGAAY', 'Alpine Energy Drink Tart Cherry Post 0.5L PET - 6 pack', '6010015', '1.0', null],
      ['01txx0000006iCBAAY', 'Alpine Energy During Eco Pod, Chai', '6010018', '1.0', null],
    ]);
  });

  it('[PX-19-005] every page is read by its nextPageToken, in order, until a page has none', async () => {
    const first = sample('bundle');
    const second = sample('set');
    const asked: Array<string | undefined> = [];
    const components = await readAllComponents(async (token) => {
      asked.push(token);
      return token === undefined ? first : { ...second, nextPageToken: null };
    });
    expect(asked).toEqual([undefined, first.nextPageToken]);
    expect(components.map((c) => c.id)).toEqual(['01txx0000006j9oAAA', '01txx0000006iCGAAY', '01txx0000006iCBAAY']);
  });

  it('[PX-19-005] a token that comes back, or pages without end, stop the reading', async () => {
    let reads = 0;
    await readAllComponents(async () => {
      reads += 1;
      return { ...sample('set'), nextPageToken: 'same' };
    });
    expect(reads).toBe(2);
    reads = 0;
    await readAllComponents(async () => {
      reads += 1;
      return { ...sample('set'), nextPageToken: `t${reads}` };
    });
    expect(reads).toBe(MAX_PRODUCT_CHILD_PAGES);
  });
});
