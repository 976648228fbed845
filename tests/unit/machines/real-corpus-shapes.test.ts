// The storefront's reading of the shapes the platform's own components receive (issue 26, part 6):
// the bodies are the corpus files themselves (contracts/real-api-corpus), read from disk, so the
// expectations follow from the platform's data and not from the code under test.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paymentOutcome } from '../../../machines/checkout/payment-result.ts';
import { attributeSetSelection, availabilityProductIds, selectionOf, variationModel } from '../../../machines/catalogue/product-detail.ts';

const corpus = (file: string) => JSON.parse(readFileSync(`contracts/real-api-corpus/${file}`, 'utf8'));

describe('variation parents as the platform components receive them (PX-67-002)', () => {
  const parent = corpus('colc-product-detail-variation-parent.json');

  it('[PX-67-002] an attribute set sent as a map gives the attributes that have a value; null selects nothing', () => {
    expect(attributeSetSelection(parent.variationAttributeSet)).toEqual({ CerealFlavour__c: 'Nut-Mix' });
    expect(attributeSetSelection({ attributes: { Size_weight__c: null } })).toEqual({});
    expect(attributeSetSelection(null)).toEqual({});
  });

  it('[PX-67-002] the documented list form still gives each attribute\'s value', () => {
    expect(attributeSetSelection({ apiName: 'Cereal', attributes: [{ apiName: 'Size_weight__c', value: '250g' }, { apiName: 'CerealFlavour__c', value: 'Plain' }] }))
      .toEqual({ Size_weight__c: '250g', CerealFlavour__c: 'Plain' });
  });

  it('[PX-67-002] a variation whose own mapping is missing takes its values from the map form of its set', () => {
    expect(selectionOf({ ...parent, id: '01tR0000000maZZIAI', productClass: 'Variation' })).toEqual({ CerealFlavour__c: 'Nut-Mix' });
  });

  it('[PX-67-002] mappings without a product are no combination and ask for no availability; an attribute with null availableValues offers nothing', () => {
    const withProduct = parent.variationInfo.attributesToProductMappings.filter((m: { productId: string | null }) => m.productId !== null);
    expect(availabilityProductIds(parent)).toEqual([...new Set(withProduct.map((m: { productId: string }) => m.productId))]);
    const model = variationModel(parent.variationInfo, {}, {})!;
    expect(model.combinations).toHaveLength(withProduct.length);
    expect(model.combinations.every((c) => typeof c.productId === 'string')).toBe(true);
    const color = model.attributes.find((a) => a.apiName === 'CerealColor__c')!;
    expect(color.options).toEqual([]);
    const flavour = model.attributes.find((a) => a.apiName === 'CerealFlavour__c')!;
    expect(flavour.options.map((o) => o.value)).toEqual(parent.variationInfo.variationAttributeInfo.CerealFlavour__c.availableValues);
  });
});

describe('payment answers as the platform components receive them (PX-67-003)', () => {
  it('[PX-67-003] a decline with problem-detail errors fails with the problem\'s detail', () => {
    const decline = corpus('colc-payment-decline.json');
    expect(paymentOutcome(decline)).toEqual({ accepted: false, code: 'Decline', message: decline.errors[0].detail });
  });

  it('[PX-67-003] the 422 body (SystemError) fails with its detail; a problem without detail gives its title', () => {
    const failed = corpus('colc-payment-system-error.json');
    expect(paymentOutcome(failed)).toEqual({ accepted: false, code: 'SystemError', message: failed.errors[0].detail });
    expect(paymentOutcome({ salesforceResultCode: 'Decline', errors: [{ type: '/commerce/payment', title: 'Declined by the bank', detail: ' ' }] }))
      .toEqual({ accepted: false, code: 'Decline', message: 'Declined by the bank' });
  });

  it('[PX-67-003] an answer without a result code (a ClientRequest answer) is no payment taken', () => {
    expect(paymentOutcome(corpus('colc-payment-client-request.json'))).toEqual({ accepted: false, code: 'SystemError', message: undefined });
  });
});
