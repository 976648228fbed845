// What the product page shows, derived from the product detail (openapi ProductDetail): name, SKU,
// description, unit of measure, the specification list, the gallery, the variation selector with
// each combination's availability, the tax line and the standing-order eligibility.
import { UNKNOWN_AVAILABILITY, type Availability } from './availability.ts';
import type { Wire } from '../wire.ts';

export type FieldMap = Record<string, string | null | undefined>;

export interface MediaItem {
  url: string;
  alternateText?: string | null;
  mediaType?: string;
  sortOrder?: number;
  title?: string | null;
}

/** A product's variation attributes and combinations (the contract's VariationInfo; null for Simple). */
export type VariationInfo = NonNullable<Wire['VariationInfo']>;

export interface ProductDetailData {
  id: string;
  productClass: 'Simple' | 'VariationParent' | 'Variation' | 'Bundle' | 'Set' | string | null;
  variationParentId?: string | null;
  fields: FieldMap;
  defaultImage?: MediaItem | null;
  mediaGroups?: Array<{ developerName: string; usageType?: string; mediaItems: MediaItem[] }>;
  primaryProductCategoryPath?: { path: Array<{ id: string; name: string; description?: string | null }> } | null;
  purchaseQuantityRule?: { minimum: string; maximum: string; increment: string } | null;
  variationAttributeSet?: { apiName: string; attributes: Array<{ apiName: string; value: string | null }> } | null;
  variationInfo?: VariationInfo | null;
  productSellingModels?: Array<{ id: string; sellingModelType: string }>;
}

/** The record fields that have their own place on the page, not in the specification list. */
export const STANDARD_FIELDS = new Set(['Name', 'StockKeepingUnit', 'Description', 'QuantityUnitOfMeasure', 'Family', 'ProductClass', 'Standing_Order_Eligible__c']);

/** The field marking a product as eligible for standing orders (openapi ProductDetail example). */
export const STANDING_ORDER_FIELD = 'Standing_Order_Eligible__c';

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
  const mapped = (detail.variationInfo?.attributesToProductMappings ?? []).map((mapping) => mapping.productId);
  const ids = detail.productClass === 'VariationParent' ? mapped : [detail.id, ...mapped];
  return [...new Set(ids)];
}

export type Selection = Record<string, string>;

/** The attribute values of a variation; none for a parent. */
export function selectionOf(detail: ProductDetailData): Selection {
  if (detail.productClass !== 'Variation') return {};
  const own = detail.variationInfo?.attributesToProductMappings.find((mapping) => mapping.productId === detail.id);
  if (own) return Object.fromEntries(own.selectedAttributes.map((attribute) => [attribute.apiName, attribute.value]));
  return Object.fromEntries((detail.variationAttributeSet?.attributes ?? []).map((attribute) => [attribute.apiName, attribute.value ?? '']));
}

export interface VariationOption {
  value: string;
  /** The variation chosen by this value with the other attributes kept; null when no such product exists. */
  productId: string | null;
  selected: boolean;
  availability: Availability;
}

export interface VariationAttribute {
  apiName: string;
  label: string;
  options: VariationOption[];
}

export interface VariationCombination {
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
  const combinations = info.attributesToProductMappings.map((mapping) => ({
    productId: mapping.productId,
    values: Object.fromEntries(mapping.selectedAttributes.map((attribute) => [attribute.apiName, attribute.value])),
    availability: availability[mapping.productId] ?? UNKNOWN_AVAILABILITY,
  }));
  const complete = attributes.every((attribute) => selection[attribute.apiName] !== undefined);
  const selected = complete ? combinations.find((combination) => matches(combination.values, selection)) : undefined;
  return {
    attributes: attributes.map((attribute) => ({
      apiName: attribute.apiName,
      label: attribute.label,
      options: attribute.availableValues.map((value) => {
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

export interface TaxesAnswer {
  taxLocaleType?: string;
  /** The platform sends the rate as a decimal string ("10.00"); a number is read as well. */
  taxesInfo?: Record<string, { taxesInfoList?: Array<{ taxRatePercentage: string | number; taxTreatmentName?: string | null }> } | undefined>;
}

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

