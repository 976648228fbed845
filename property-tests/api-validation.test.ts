import fc from 'fast-check';
import {
  RequestValidationError,
  isPlainObject,
  requireCategoryId,
  requireEffectiveAccountId,
  requireIdsOrSkus,
  requireOption,
  requireProductId,
  requireProductIds,
  requireSearchQuery,
  requireSearchTerm,
  resolveCheckoutId,
  resolveContentSource,
} from '../machines/api/validation.ts';

const PRODUCT_ID_MESSAGE = "The 'productId' option is required to successfully be able to execute this request.";
const CATEGORY_ID_MESSAGE = "The 'categoryId' option is required to successfully be able to execute this request.";

/** Strings made only of whitespace, including the empty string. */
const blank = fc.array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\ufeff'), { maxLength: 8 }).map((chars) => chars.join(''));
const nonBlank = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '');
const notAString = fc.oneof(fc.constant(null), fc.constant(undefined), fc.integer(), fc.boolean(), fc.array(fc.string()), fc.object());

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('API validation properties', () => {
  it('[CC-5-001][CC-8-003][CC-8-004] any blank or non-string productId throws the exact TypeError', () => {
    fc.assert(
      fc.property(fc.oneof(blank, notAString), (productId) => {
        const error = thrown(() => requireProductId(productId));
        return error instanceof TypeError && (error as Error).message === PRODUCT_ID_MESSAGE;
      }),
    );
  });

  it('[CC-5-001] any non-blank productId passes unchanged', () => {
    fc.assert(fc.property(nonBlank, (productId) => requireProductId(productId) === productId));
  });

  it('[CC-5-002][CC-8-005] categoryId: blank throws the exact message, non-blank passes', () => {
    fc.assert(fc.property(blank, (id) => (thrown(() => requireCategoryId(id)) as Error)?.message === CATEGORY_ID_MESSAGE));
    fc.assert(fc.property(nonBlank, (id) => requireCategoryId(id) === id));
  });

  it('[SH-5-014][SH-5-015] effectiveAccountId: blank throws effective account id required, non-blank passes', () => {
    fc.assert(
      fc.property(fc.oneof(blank, notAString), (id) => (thrown(() => requireEffectiveAccountId(id)) as Error)?.message === 'effective account id required'),
    );
    fc.assert(fc.property(nonBlank, (id) => requireEffectiveAccountId(id) === id));
  });

  it('[CC-5-007][CC-8-006] any string searchTerm passes (even empty); any non-string throws', () => {
    fc.assert(fc.property(fc.string(), (term) => requireSearchTerm(term) === term));
    fc.assert(
      fc.property(notAString, (term) => {
        const error = thrown(() => requireSearchTerm(term));
        return error instanceof TypeError && (error as Error).message.startsWith("A non-null 'searchTerm' option is required");
      }),
    );
  });

  it('[CC-5-008][CC-8-007] a non-empty list of non-blank ids passes; a list with a blank entry or an empty list throws', () => {
    fc.assert(fc.property(fc.array(nonBlank, { minLength: 1 }), (ids) => requireProductIds(ids) === ids));
    fc.assert(
      fc.property(fc.array(nonBlank), blank, fc.nat(), (ids, gap, at) => {
        const withGap = [...ids];
        withGap.splice(at % (ids.length + 1), 0, gap);
        return (thrown(() => requireProductIds(withGap)) as Error)?.message === 'A list of product IDs is required.';
      }),
    );
    expect((thrown(() => requireProductIds([])) as Error).message).toBe('A list of product IDs is required.');
  });

  it('[CC-5-003][CC-5-004][PX-02-003] exactly one non-empty list of ids or skus passes, otherwise the designed TypeError', () => {
    const list = fc.array(nonBlank, { maxLength: 3 });
    fc.assert(
      fc.property(fc.option(list, { nil: undefined }), fc.option(list, { nil: undefined }), (ids, skus) => {
        const hasIds = (ids?.length ?? 0) > 0;
        const hasSkus = (skus?.length ?? 0) > 0;
        const error = thrown(() => requireIdsOrSkus({ ids, skus }));
        if (hasIds !== hasSkus) return error === undefined;
        return error instanceof RequestValidationError && error.message === "Either the 'ids' or the 'skus' option is required, but not both.";
      }),
    );
  });

  it('[CC-5-005][CC-5-006][PX-02-004] a plain object with a non-blank searchTerm or categoryId passes; anything else throws', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(blank, nonBlank), { nil: undefined }), fc.option(fc.oneof(blank, nonBlank), { nil: undefined }), (searchTerm, categoryId) => {
        const query = { searchTerm, categoryId };
        const valid = (searchTerm?.trim() ?? '') !== '' || (categoryId?.trim() ?? '') !== '';
        const error = thrown(() => requireSearchQuery(query));
        return valid ? error === undefined : error instanceof TypeError;
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.anything()), fc.date()), (query) => {
        const error = thrown(() => requireSearchQuery(query as never));
        return !isPlainObject(query) && (error as Error)?.message === "The 'searchQuery' option must be a plain object.";
      }),
    );
  });

  it('[CC-5-018][CC-5-019][CC-5-020] 0DM ids are sites, 0ap ids channels, any other non-blank id is an invalid prefix', () => {
    fc.assert(fc.property(fc.string(), (rest) => resolveContentSource(`0DM${rest}`).kind === 'site'));
    fc.assert(fc.property(fc.string(), (rest) => resolveContentSource(`0ap${rest}`).kind === 'channel'));
    fc.assert(
      fc.property(
        nonBlank.filter((id) => !id.startsWith('0DM') && !id.startsWith('0ap')),
        (id) => (thrown(() => resolveContentSource(id)) as Error)?.message === 'Enter a valid prefix for channelOrSiteId.',
      ),
    );
  });

  it('[CC-5-017][PX-02-005] a blank required option names itself in the message', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z]{1,20}$/), blank, (name, value) => {
        return (thrown(() => requireOption(name, value)) as Error)?.message === `The '${name}' option is required to successfully be able to execute this request.`;
      }),
    );
  });

  it('[CC-7-068][CC-5-039] an absent checkout id is the active checkout; null or blank fails with NULL_CHECKOUTID; any other id passes', () => {
    expect(resolveCheckoutId(undefined)).toBe('active');
    fc.assert(fc.property(fc.oneof(blank, fc.constant(null)), (id) => (thrown(() => resolveCheckoutId(id)) as Error)?.message === 'NULL_CHECKOUTID'));
    fc.assert(fc.property(nonBlank, (id) => resolveCheckoutId(id) === id));
  });
});
