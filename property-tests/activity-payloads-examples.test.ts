// Activity payloads as examples: the exact body each builder sends, the optional parts left out
// when blank or missing, and the de-duplication key of nested payloads.
import {
  activityKey,
  activityProduct,
  categoryActivity,
  clickSearchActivity,
  productActivity,
  recommendationActivity,
  searchSuggestionActivity,
  viewSearchActivity,
  type Activity,
} from '../machines/activity/activity-payloads.ts';

const electrodes = { id: '01t000000000001', sku: 'KRM-NEU-EEG-1001' };
const probeTips = { id: '01t000000000005', sku: 'KRM-SEN-TYM-3001' };

describe('activity payload examples', () => {
  it('[CC-3-006][CC-3-007] the sku comes from the StockKeepingUnit field, as text or as a field value, else the product sku; blank parts are left out', () => {
    expect(activityProduct({ id: '01t000000000001', fields: { StockKeepingUnit: 'KRM-NEU-EEG-1001' }, sku: 'other', unitPrice: '172.00', listPrice: '189.00' })).toEqual({
      id: '01t000000000001',
      sku: 'KRM-NEU-EEG-1001',
      unitPrice: '172.00',
      listPrice: '189.00',
    });
    expect(activityProduct({ id: '01t000000000001', fields: { StockKeepingUnit: { value: null } }, sku: 'KRM-NEU-EEG-1001' })).toEqual({ id: '01t000000000001', sku: 'KRM-NEU-EEG-1001' });
    expect(activityProduct({ id: '01t000000000001', fields: { StockKeepingUnit: null }, sku: 'KRM-NEU-EEG-1001' })).toEqual({ id: '01t000000000001', sku: 'KRM-NEU-EEG-1001' });
    expect(activityProduct({ id: '01t000000000001', sku: 'KRM-NEU-EEG-1001' })).toEqual({ id: '01t000000000001', sku: 'KRM-NEU-EEG-1001' });
    expect(activityProduct({ id: '01t000000000001', sku: null, unitPrice: ' ', listPrice: '' })).toEqual({ id: '01t000000000001' });
    expect(activityProduct({ id: '01t000000000001', fields: { StockKeepingUnit: '  ' } })).toEqual({ id: '01t000000000001' });
  });

  it('[CC-7-036] suggestion activities send the trimmed text and only the non-blank suggestions, under the given name', () => {
    expect(searchSuggestionActivity('clickSearchSuggestion', ' eeg ', ['eeg cap', ' ', 'eeg electrodes'])).toEqual({
      name: 'clickSearchSuggestion',
      body: { searchText: 'eeg', suggestions: ['eeg cap', 'eeg electrodes'] },
    });
    expect(searchSuggestionActivity('viewSearchSuggestion', ' ', ['eeg cap'])).toBeNull();
    expect(searchSuggestionActivity('viewSearchSuggestion', 'eeg', [' ', ''])).toBeNull();
  });

  it('[CC-5-022][CC-7-037] view-search sends the trimmed term and the products with an id; blank or missing sort rule and correlation id are left out', () => {
    expect(viewSearchActivity({ searchText: ' cortexa ', products: [{ id: ' ' }, electrodes], sortRuleId: ' ', correlationId: null })).toEqual({
      name: 'viewSearch',
      body: { searchText: 'cortexa', products: [electrodes] },
    });
    expect(viewSearchActivity({ searchText: 'cortexa', products: [electrodes], sortRuleId: '0lS000000000001', correlationId: 'c-1' })).toEqual({
      name: 'viewSearch',
      body: { searchText: 'cortexa', products: [electrodes], sortRuleId: '0lS000000000001', correlationId: 'c-1' },
    });
    expect(viewSearchActivity({ searchText: 'cortexa', products: [electrodes], correlationId: '  ' })?.body).not.toHaveProperty('correlationId');
    expect(viewSearchActivity({ searchText: 'cortexa', products: [{ id: '' }] })).toBeNull();
    expect(viewSearchActivity({ searchText: '  ', products: [electrodes] })).toBeNull();
  });

  it('[CC-5-021] click-search sends the trimmed term and the clicked product', () => {
    expect(clickSearchActivity(' cortexa ', electrodes)).toEqual({ name: 'clickSearch', body: { searchText: 'cortexa', products: [electrodes] } });
    expect(clickSearchActivity('cortexa', { id: ' ' })).toBeNull();
    expect(clickSearchActivity(' ', electrodes)).toBeNull();
  });

  it('[CC-5-023][CC-7-035] category, cart and product view activities carry their name and what they are about', () => {
    expect(categoryActivity('clickCategory', '0ZG000000000111')).toEqual({ name: 'clickCategory', body: { categoryId: '0ZG000000000111' } });
    expect(categoryActivity('viewCategory', '  ')).toBeNull();
    expect(productActivity('addToCart', electrodes)).toEqual({ name: 'addToCart', body: { products: [electrodes] } });
    expect(productActivity('viewProduct', { id: '  ' })).toBeNull();
  });

  it('[CC-5-024] recommendation events send the recommender name, the uuid and the products with an id', () => {
    expect(recommendationActivity('clickReco', { recommenderName: 'similar-products', uuid: 'r-1', products: [electrodes, { id: '' }, probeTips] })).toEqual({
      name: 'clickReco',
      body: { recommenderName: 'similar-products', uuid: 'r-1', products: [electrodes, probeTips] },
    });
    expect(recommendationActivity('viewReco', { recommenderName: ' ', uuid: 'r-1', products: [electrodes] })).toBeNull();
    expect(recommendationActivity('viewReco', { recommenderName: 'similar-products', uuid: ' ', products: [electrodes] })).toBeNull();
    expect(recommendationActivity('viewReco', { recommenderName: 'similar-products', uuid: 'r-1', products: [{ id: ' ' }] })).toBeNull();
  });

  it('[CC-7-033] the de-duplication key ignores key order at every depth and missing parts, but not list order, values or the name', () => {
    const a: Activity = { name: 'viewSearch', body: { searchText: 'eeg', products: [{ id: '01t000000000001', sku: 'A' }, { id: '01t000000000005' }] } };
    const reordered: Activity = { name: 'viewSearch', body: { products: [{ sku: 'A', id: '01t000000000001' }, { id: '01t000000000005' }], searchText: 'eeg', sortRuleId: undefined } };
    expect(activityKey(reordered)).toBe(activityKey(a));
    const swapped: Activity = { name: 'viewSearch', body: { searchText: 'eeg', products: [{ id: '01t000000000005' }, { id: '01t000000000001', sku: 'A' }] } };
    expect(activityKey(swapped)).not.toBe(activityKey(a));
    expect(activityKey({ name: 'viewSearch', body: { searchText: 'eeg', products: [{ id: '01t000000000001', sku: 'B' }, { id: '01t000000000005' }] } })).not.toBe(activityKey(a));
    expect(activityKey({ name: 'clickSearch', body: a.body })).not.toBe(activityKey(a));
    expect(activityKey(a)).toContain('01t000000000001');
    expect(activityKey({ name: 'viewCategory', body: { categoryId: '0ZG000000000111' } })).not.toBe(activityKey({ name: 'viewCategory', body: { categoryId: '0ZG000000000211' } }));
  });
});
