// Catalogue page data as examples: the category header and its optional parts, featured and
// recommended product cards, and the page-data resource across key changes, failures and retries.
import { readFileSync } from 'node:fs';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CATEGORY_CHILD_FIELDS, categoryImageInfo, loadCategoryPage, type CategoryApis } from '../machines/catalogue/category-loader.ts';
import { overviewCard, overviewCards, type OverviewProduct } from '../machines/catalogue/related-products.ts';
import { resourceMachine, sameKey } from '../machines/catalogue/resource.machine.ts';
import type { Wire } from '../machines/wire.ts';

const abortError = () => Object.assign(new Error('aborted'), { name: 'AbortError' });

function categoryApis(overrides: Partial<CategoryApis> = {}): CategoryApis & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    category: async (id) => {
      calls.push(['category', id]);
      return { id, fields: { Name: 'EEG Electrodes & Caps', Description: 'Cup electrodes and caps', UrlName: 'eeg-electrodes-caps' }, tileImage: { url: '/cms/tile.svg' } };
    },
    categoryPath: async (id) => {
      calls.push(['categoryPath', id]);
      return { path: [{ id: '0ZG000000000001', name: 'Neurology' }, { id: '0ZG000000000011', name: 'Neurodiagnostics' }, { id, name: 'EEG Electrodes & Caps' }] };
    },
    categoryChildren: async (id, fields) => {
      calls.push(['categoryChildren', id, fields]);
      const children: Wire['ProductCategoryChildren'] = { productCategories: [{ id: '0ZG000000001111', fields: { Name: 'Cup Electrodes' } }, { id: '0ZG000000001112', fields: { Name: '' } }, { id: '0ZG000000001113', fields: {} }] };
      return children;
    },
    ...overrides,
  };
}

describe('category page data', () => {
  it('[CC-7-019][CC-7-020][CC-3-012] the header reads the category, its path and its children (with the child fields); the url name marks only the category itself', async () => {
    const apis = categoryApis();
    const page = await loadCategoryPage(apis, '0ZG000000000111');
    expect(apis.calls).toEqual([['category', '0ZG000000000111'], ['categoryPath', '0ZG000000000111'], ['categoryChildren', '0ZG000000000111', CATEGORY_CHILD_FIELDS]]);
    expect(page).toEqual({
      id: '0ZG000000000111',
      name: 'EEG Electrodes & Caps',
      description: 'Cup electrodes and caps',
      urlName: 'eeg-electrodes-caps',
      image: { url: '/cms/tile.svg' },
      path: [
        { id: '0ZG000000000001', name: 'Neurology', urlName: null },
        { id: '0ZG000000000011', name: 'Neurodiagnostics', urlName: null },
        { id: '0ZG000000000111', name: 'EEG Electrodes & Caps', urlName: 'eeg-electrodes-caps' },
      ],
      children: [{ id: '0ZG000000001111', name: 'Cup Electrodes' }],
    });
  });

  it('[PX-06-019][CC-7-020] a failed path or children read leaves those parts empty; the path is then the category alone', async () => {
    const apis = categoryApis({
      category: async (id) => ({ id, fields: {}, bannerImage: { url: '/cms/banner.svg' }, tileImage: { url: '/cms/tile.svg' } }),
      categoryPath: async () => Promise.reject(new Error('Not Found')),
      categoryChildren: async () => Promise.reject(new Error('Server Error')),
    });
    expect(await loadCategoryPage(apis, '0ZG000000000111')).toEqual({
      id: '0ZG000000000111',
      name: '',
      description: null,
      urlName: null,
      image: { url: '/cms/banner.svg' },
      path: [{ id: '0ZG000000000111', name: '', urlName: null }],
      children: [],
    });
    const noImage = categoryApis({ category: async (id) => ({ id, fields: { Name: 'EEG' } }) });
    expect((await loadCategoryPage(noImage, '0ZG000000000111')).image).toBeNull();
  });

  it('[PX-06-019] the category itself is essential, and a cancelled read of any part is passed on', async () => {
    await expect(loadCategoryPage(categoryApis({ category: async () => Promise.reject(new Error('Not Found')) }), '0ZG000000000111')).rejects.toThrow('Not Found');
    const abort = abortError();
    await expect(loadCategoryPage(categoryApis({ categoryPath: async () => Promise.reject(abort) }), '0ZG000000000111')).rejects.toBe(abort);
  });

  it('[CC-3-020][CC-1-011][CC-8-024] the header image is image info by content key, keeping its URL for the fallback', () => {
    expect(categoryImageInfo(null)).toBeNull();
    expect(categoryImageInfo(undefined)).toBeNull();
    expect(categoryImageInfo({ url: '/cms/banner.svg', alternateText: 'EEG', contentKey: 'MC0000000000000000000000000001' })).toEqual({
      contentKey: 'MC0000000000000000000000000001',
      url: '/cms/banner.svg',
      altText: 'EEG',
    });
    expect(categoryImageInfo({ url: '/cms/banner.svg' })).toEqual({ contentKey: null, url: '/cms/banner.svg', altText: '' });
  });
});

describe('featured and recommended product cards', () => {
  it('[CC-7-010][CC-7-025] a card takes the fields first, else the product parts, with the product address', () => {
    expect(
      overviewCard({
        id: '01t000000000001',
        name: 'other name',
        sku: 'other sku',
        fields: { Name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)', StockKeepingUnit: 'KRM-NEU-EEG-1001', QuantityUnitOfMeasure: 'Pack', ProductClass: 'Simple' },
        defaultImage: { url: '/cms/electrodes.svg', alternateText: 'Electrodes' },
        prices: { unitPrice: '172.00', listPrice: '189.00' },
      }),
    ).toEqual({
      id: '01t000000000001',
      key: '01t000000000001',
      ariaLabel: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)',
      name: 'Cortexa Disposable EEG Cup Electrodes, 10 mm (Pack of 50)',
      sku: 'KRM-NEU-EEG-1001',
      href: '/product/01t000000000001',
      imageUrl: '/cms/electrodes.svg',
      imageAlt: 'Electrodes',
      unitPrice: '172.00',
      listPrice: '189.00',
      unitOfMeasure: 'Pack',
      isVariationParent: false,
      exactSkuMatch: false,
    });
    expect(overviewCard({ id: '01t000000000002', name: 'Cortexa 32-Channel EEG Electrode Cap', sku: 'KRM-NEU-EEG-2000', fields: { ProductClass: 'VariationParent' } })).toMatchObject({
      name: 'Cortexa 32-Channel EEG Electrode Cap',
      sku: 'KRM-NEU-EEG-2000',
      imageUrl: null,
      imageAlt: '',
      unitPrice: null,
      listPrice: null,
      unitOfMeasure: null,
      isVariationParent: true,
    });
    expect(overviewCard({ id: '01t000000000005' })).toMatchObject({ name: '', ariaLabel: '', sku: '' });
  });

  it('[CC-7-010][CC-7-025] only products with a name to show become cards, each once, in order', () => {
    const cards = overviewCards([
      { id: '01t000000000001', name: 'Electrodes' },
      { id: '01t000000000009' },
      { id: '01t000000000005', name: 'Probe tips' },
      { id: '01t000000000001', name: 'Electrodes again' },
    ]);
    expect(cards.map((card) => [card.id, card.name])).toEqual([
      ['01t000000000001', 'Electrodes'],
      ['01t000000000005', 'Probe tips'],
    ]);
  });

  it('[CC-7-010][PX-09-007] the platform\'s products body (error {} on each success, productClass beside the fields) gives a card per product; a failed item gives none', () => {
    const real = JSON.parse(readFileSync('contracts/real-api-samples/doc-products-batch.json', 'utf8')) as { products: OverviewProduct[] };
    const cards = overviewCards([...real.products, { id: '01tSG00000BpCgXYAV', name: 'Withdrawn', success: false, error: { errorCode: 'NOT_FOUND', message: 'Not available.' } }, JSON.parse('{ "id": "01tSG00000BpCgYYAV", "name": "Errored", "error": { "errorCode": "INVALID_ID_FIELD" } }')]);
    expect(cards.map((card) => card.name)).toEqual(['KeyBoard', 'Mac Bundle', 'subproduct', 'testproduct1', 'testproduct']);
    expect(cards.find((card) => card.name === 'Mac Bundle')!.sku).toBe('M-0002');
    expect(overviewCard({ id: '01t000000000002', name: 'Cap', productClass: 'VariationParent' }).isVariationParent).toBe(true);
  });
});

describe('page data resource', () => {
  function resource(load: (key: unknown) => Promise<unknown>) {
    const keys: unknown[] = [];
    const actor = createActor(
      resourceMachine.provide({
        actors: {
          load: fromPromise(async ({ input, signal }) => {
            keys.push(input.key);
            const value = await load(input.key);
            if (signal.aborted) throw abortError();
            return value;
          }),
        },
      }),
      { input: { key: { productId: '01t000000000001' } } },
    );
    actor.start();
    return { actor, keys };
  }

  it('[PX-06-019] data for the key loads; a new key reloads, keeping the last data marked stale until the answer comes', async () => {
    let release: (value: unknown) => void = () => {};
    const { actor, keys } = resource((key) => (JSON.stringify(key).includes('03') ? new Promise((resolve) => (release = resolve)) : Promise.resolve(`data ${JSON.stringify(key)}`)));
    expect(actor.getSnapshot().context).toMatchObject({ data: undefined, stale: false });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ data: 'data {"productId":"01t000000000001"}', stale: false, error: undefined });
    actor.send({ type: 'key.changed', key: { productId: '01t000000000003' } });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ key: { productId: '01t000000000003' }, data: 'data {"productId":"01t000000000001"}', stale: true });
    release('small cap');
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ data: 'small cap', stale: false });
    expect(keys).toEqual([{ productId: '01t000000000001' }, { productId: '01t000000000003' }]);
    actor.stop();
  });

  it('[PX-06-019] the same key (by value) does not reload', async () => {
    const { actor, keys } = resource(async () => 'detail');
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'key.changed', key: { productId: '01t000000000001' } });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(keys).toHaveLength(1);
    expect(sameKey({ a: 1 }, { a: 1 })).toBe(true);
    expect(sameKey({ a: 1 }, { a: 2 })).toBe(false);
    actor.stop();
  });

  it('[PX-06-019][PX-06-008] a failed read drops the data and keeps the error; retry reads again', async () => {
    let fail = true;
    const { actor, keys } = resource(async () => {
      if (fail) throw new Error('Server Error');
      return 'detail';
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ data: undefined, stale: false });
    expect((actor.getSnapshot().context.error as Error).message).toBe('Server Error');
    fail = false;
    actor.send({ type: 'retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ data: 'detail', error: undefined });
    expect(keys).toHaveLength(2);
    actor.stop();
  });

  it('[PX-06-019] without a loader the read fails rather than hanging', async () => {
    const actor = createActor(resourceMachine, { input: { key: '01t000000000001' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBeInstanceOf(Error);
    actor.stop();
  });
});
