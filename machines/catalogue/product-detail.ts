// What the product page shows, derived from the product detail (openapi ProductDetail): name, SKU,
// description, unit of measure, the specification list, the gallery, the variation selector with
// each combination's availability, the tax line and the standing-order eligibility.
import { UNKNOWN_AVAILABILITY, type Availability } from './availability.ts';
import type { Tolerant, Wire } from '../wire.ts';

/** An image of the gallery (the contract's ProductMedia). */
export type MediaItem = Wire['ProductMedia'];

/** A product's variation attributes and combinations (the contract's VariationInfo; null for Simple). */
export type VariationInfo = NonNullable<Wire['VariationInfo']>;

/** GET /products/{productId} as the contract answers it (ProductDetail). */
export type ProductDetailData = Wire['ProductDetail'];

/** The record fields that have their own place on the page, not in the specification list. */
const STANDARD_FIELDS = new Set(['Name', 'StockKeepingUnit', 'Description', 'QuantityUnitOfMeasure', 'Family', 'ProductClass', 'Standing_Order_Eligible__c']);

/** The field marking a product as eligible for standing orders (openapi ProductDetail example). */
const STANDING_ORDER_FIELD = 'Standing_Order_Eligible__c';

export function productName(detail: ProductDetailData): string {
  return detail.fields.Name ?? '';
}

export function productSku(detail: ProductDetailData): string {
  return detail.fields.StockKeepingUnit ?? '';
}

/** "Electrode_Diameter__c" → "Electrode Diameter". */
export function fieldLabel(apiName: string): string {
  return apiName.replace(/__c$/, '').replace(/_+/g, ' ').trim();
}

export interface Specification {
  apiName: string;
  label: string;
  value: string;
}

/** The specification list: every non-empty field that has no place of its own, in the order received. */
export function specifications(detail: ProductDetailData): Specification[] {
  const attributes = new Set(Object.keys(detail.variationInfo?.variationAttributeInfo ?? {}));
  return Object.entries(detail.fields)
    .filter(([apiName, value]) => !STANDARD_FIELDS.has(apiName) && !attributes.has(apiName) && typeof value === 'string' && value.trim() !== '')
    .map(([apiName, value]) => ({ apiName, label: fieldLabel(apiName), value: value as string }));
}

/** The gallery: the detail images in sort order (one per address), else the default image. */
export function galleryImages(detail: ProductDetailData): MediaItem[] {
  const preferred = detail.mediaGroups?.find((group) => group.developerName === 'productDetailImage') ?? detail.mediaGroups?.find((group) => group.usageType === 'Standard');
  const items = preferred?.mediaItems.filter((item) => (item.mediaType ?? 'Image') === 'Image' && item.url) ?? [];
  const sorted = [...items].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
  const seen = new Set<string>();
  const unique = sorted.filter((item) => (seen.has(item.url) ? false : (seen.add(item.url), true)));
  if (unique.length > 0) return unique;
  return detail.defaultImage?.url ? [detail.defaultImage] : [];
}

export function isStandingOrderEligible(detail: ProductDetailData): boolean {
  return isEligibleByFields(detail.productClass, detail.fields);
}

/**
 * PX-06-040, PX-23-001: a product may be ordered on a schedule when its standing-order field reads true
 * and it is not a variation parent; the product page reads the product's fields, the cart its lines'.
 */
export function isEligibleByFields(productClass: string | null | undefined, fields: Readonly<Record<string, string | null | undefined>> | undefined): boolean {
  return productClass !== 'VariationParent' && fields?.[STANDING_ORDER_FIELD]?.trim().toLowerCase() === 'true';
}

/** Products whose availability the page needs: itself, or every combination of a variation family. */
export function availabilityProductIds(detail: ProductDetailData): string[] {
  const mapped = (detail.variationInfo?.attributesToProductMappings ?? []).flatMap((mapping) => (mapping.productId ? [mapping.productId] : []));
  const ids = detail.productClass === 'VariationParent' ? mapped : [detail.id, ...mapped];
  return [...new Set(ids)];
}

export type Selection = Record<string, string>;

/** The attribute values of a variation; none for a parent. */
export function selectionOf(detail: ProductDetailData): Selection {
  if (detail.productClass !== 'Variation') return {};
  const own = detail.variationInfo?.attributesToProductMappings.find((mapping) => mapping.productId === detail.id);
  if (own) return Object.fromEntries(own.selectedAttributes.map((attribute) => [attribute.apiName, attribute.value]));
  return attributeSetSelection(detail.variationAttributeSet);
}

/**
 * PX-67-002: a variation's attribute values from its attribute set, in either shape the platform
 * sends: the documented summary (attributes as a list of { apiName, value }) or the one its own
 * components read (attributes as a map of API name to value, null for none, which selects nothing).
 */
export function attributeSetSelection(set: ProductDetailData['variationAttributeSet']): Selection {
  if (!set) return {};
  if (Array.isArray(set.attributes)) return Object.fromEntries(set.attributes.map((attribute) => [attribute.apiName, attribute.value ?? '']));
  return Object.fromEntries(Object.entries(set.attributes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

interface VariationOption {
  value: string;
  /** The variation chosen by this value with the other attributes kept; null when no such product exists. */
  productId: string | null;
  selected: boolean;
  availability: Availability;
}

interface VariationAttribute {
  apiName: string;
  label: string;
  options: VariationOption[];
}

interface VariationCombination {
  productId: string;
  values: Selection;
  availability: Availability;
}

export interface VariationModel {
  attributes: VariationAttribute[];
  combinations: VariationCombination[];
  /** The product of the complete selection, or null while incomplete. */
  selectedProductId: string | null;
}

function matches(values: Selection, wanted: Selection): boolean {
  return Object.entries(wanted).every(([apiName, value]) => values[apiName] === value);
}

export function variationModel(info: VariationInfo | null | undefined, selection: Selection, availability: Record<string, Availability>): VariationModel | null {
  if (!info) return null;
  const attributes = Object.values(info.variationAttributeInfo).sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
  if (attributes.length === 0) return null;
  // PX-67-002: a mapping without a product (the platform's data has them) is no combination to offer.
  const combinations = info.attributesToProductMappings.flatMap((mapping) => (mapping.productId === null ? [] : [{
    productId: mapping.productId,
    values: Object.fromEntries(mapping.selectedAttributes.map((attribute) => [attribute.apiName, attribute.value])),
    availability: availability[mapping.productId] ?? UNKNOWN_AVAILABILITY,
  }]));
  const complete = attributes.every((attribute) => selection[attribute.apiName] !== undefined);
  const selected = complete ? combinations.find((combination) => matches(combination.values, selection)) : undefined;
  return {
    attributes: attributes.map((attribute) => ({
      apiName: attribute.apiName,
      label: attribute.label,
      options: (attribute.availableValues ?? []).map((value) => {
        const wanted = { ...selection, [attribute.apiName]: value };
        // With other attributes still open, any product with this value will do.
        const product = combinations.find((combination) => matches(combination.values, wanted)) ?? null;
        return {
          value,
          productId: product?.productId ?? null,
          selected: selection[attribute.apiName] === value,
          availability: product?.availability ?? UNKNOWN_AVAILABILITY,
        };
      }),
    })),
    combinations,
    selectedProductId: selected?.productId ?? null,
  };
}

type WireTaxes = Wire['ProductTaxes'];
type WireTaxPolicy = WireTaxes['taxesInfo'][string]['taxesInfoList'][number];

/**
 * GET /products/{productId}/taxes (the contract's ProductTaxes), read tolerantly: a part may be absent
 * (no tax line), and a rate may also come as a number besides the platform's decimal string ("10.00").
 */
export type TaxesAnswer = Tolerant<Pick<WireTaxes, 'taxLocaleType'>> & {
  taxesInfo?: Record<string, { taxesInfoList?: Array<Omit<WireTaxPolicy, 'taxRatePercentage'> & { taxRatePercentage: WireTaxPolicy['taxRatePercentage'] | number }> } | undefined> | null;
};

export interface TaxLine {
  ratePercentage: number;
  names: string[];
}

/** The tax of a Gross store, to show with the price; none under Net (where it is never requested, CC-5-014). */
export function taxLine(taxes: TaxesAnswer | null | undefined, productId: string, taxType: string | undefined): TaxLine | null {
  if (taxType === 'Net' || !taxes || taxes.taxLocaleType === 'Net') return null;
  const list = taxes.taxesInfo?.[productId]?.taxesInfoList ?? [];
  if (list.length === 0) return null;
  const rate = list.reduce((sum, policy) => {
    const percentage = typeof policy.taxRatePercentage === 'string' && policy.taxRatePercentage.trim() === '' ? Number.NaN : Number(policy.taxRatePercentage);
    return sum + (Number.isFinite(percentage) ? percentage : 0);
  }, 0);
  return { ratePercentage: Math.round(rate * 100) / 100, names: list.map((policy) => policy.taxTreatmentName ?? '').filter((name) => name !== '') };
}

/** The product whose price and cart line this page is about: the product itself unless it is a variation parent. */
export function purchasableProductId(detail: ProductDetailData): string | null {
  return detail.productClass === 'VariationParent' ? null : detail.id;
}

