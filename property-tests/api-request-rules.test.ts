import fc from 'fast-check';
import {
  decodeRefinements,
  encodeRefinements,
  goesOutAsGuest,
  inventorySourceQuery,
  isTaxRequestAllowed,
  maxAgeSeconds,
  nonEmptyFields,
  recommendationsAvailable,
  shouldReadInventory,
  stateCountryCodes,
} from '../machines/api/request-rules.ts';

const flag = fc.option(fc.boolean(), { nil: undefined });

describe('API request-rule properties', () => {
  it('[CC-6-001][CC-6-002] a request goes out as guest exactly when guest data for signed-in users or guest browsing is on', () => {
    fc.assert(
      fc.property(flag, flag, (canUseGuestDataForAuthUsers, guestBrowsingEnabled) =>
        goesOutAsGuest({ canUseGuestDataForAuthUsers, guestBrowsingEnabled }) === (canUseGuestDataForAuthUsers === true || guestBrowsingEnabled === true),
      ),
    );
  });

  it('[CC-5-014] a tax request is allowed for every tax type except Net', () => {
    fc.assert(fc.property(fc.option(fc.string(), { nil: undefined }), (taxType) => isTaxRequestAllowed(taxType) === (taxType !== 'Net')));
  });

  it('[CC-5-009][CC-5-010][CC-5-011][CC-5-012][CC-5-013] inventory is read only when enabled, with a source id and type, and some product id', () => {
    const text = fc.oneof(fc.constant(''), fc.constant('  '), fc.constantFrom('0gh000000000001', '131000000000001'));
    const type = fc.oneof(fc.constant(''), fc.constantFrom('Location', 'LocationGroup'));
    fc.assert(
      fc.property(flag, fc.option(fc.record({ locationSourceId: text, webStoreInventoryLocationSourceType: type }), { nil: null }), fc.array(text, { maxLength: 3 }), (enabled, source, ids) => {
        const config = { isInventoryEnabled: enabled, inventoryDefaultSource: source };
        const expected =
          enabled === true &&
          source !== null &&
          source.locationSourceId.trim() !== '' &&
          source.webStoreInventoryLocationSourceType !== '' &&
          ids.some((id) => id.trim() !== '');
        return shouldReadInventory(config, ids) === expected;
      }),
    );
  });

  it('[CC-7-027] a LocationGroup source is sent as locationgroups, a Location source as locations', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-zA-Z]{15}$/), (id) => {
        const group = inventorySourceQuery({ isInventoryEnabled: true, inventoryDefaultSource: { locationSourceId: id, webStoreInventoryLocationSourceType: 'LocationGroup' } });
        const location = inventorySourceQuery({ isInventoryEnabled: true, inventoryDefaultSource: { locationSourceId: id, webStoreInventoryLocationSourceType: 'Location' } });
        return JSON.stringify(group) === JSON.stringify({ locationgroups: [id] }) && JSON.stringify(location) === JSON.stringify({ locations: [id] });
      }),
    );
  });

  it('[CC-7-026] recommendations are available only with a non-blank host and deployment enabled', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), flag, (host, deploymentEnabled) =>
        recommendationsAvailable({ host, deploymentEnabled: deploymentEnabled as boolean }) === ((host ?? '').trim() !== '' && deploymentEnabled === true),
      ),
    );
  });

  it('[CC-7-003] refinements round-trip through base64url JSON without padding or unsafe characters', () => {
    const refinement = fc.record({
      nameOrId: fc.string({ minLength: 1 }),
      type: fc.constant('DistinctValue'),
      attributeType: fc.constantFrom('Custom', 'ProductAttribute', 'Standard'),
      values: fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.array(refinement, { maxLength: 9 }), (refinements) => {
        const encoded = encodeRefinements(refinements);
        return /^[A-Za-z0-9_-]*$/.test(encoded) && JSON.stringify(decodeRefinements(encoded)) === JSON.stringify(refinements);
      }),
    );
  });

  it('[CC-7-003] only non-empty fields are kept', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.oneof(fc.constant(undefined), fc.constant(null), fc.string(), fc.array(fc.string()), fc.integer(), fc.boolean())), (fields) => {
        const kept = nonEmptyFields(fields);
        return Object.entries(fields).every(([key, value]) => {
          const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
          return empty ? !(key in kept) : kept[key] === value;
        });
      }),
    );
  });

  it('[SH-7-013][SH-7-014] excluded countries are each prefixed with !, included ones are left as they are', () => {
    const codes = fc.array(fc.stringMatching(/^[A-Z]{2}$/), { maxLength: 6 });
    fc.assert(fc.property(codes, (list) => stateCountryCodes(list, true).every((code, i) => code === `!${list[i]}`)));
    fc.assert(fc.property(codes, (list) => JSON.stringify(stateCountryCodes(list, false)) === JSON.stringify(list)));
  });

  it('[SH-7-005] the max-age of Cache-Control is read wherever it stands among the directives', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.constantFrom('public', 'private', 'no-transform', 's-maxage=60', 'must-revalidate'), { maxLength: 3 }), fc.nat(), (age, others, at) => {
        const directives: string[] = [...others];
        directives.splice(at % (others.length + 1), 0, `max-age=${age}`);
        return maxAgeSeconds(directives.join(', ')) === age;
      }),
    );
    expect(maxAgeSeconds(null)).toBeUndefined();
    expect(maxAgeSeconds('no-store')).toBeUndefined();
  });
});
