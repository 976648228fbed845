import fc from 'fast-check';
import { normaliseCartErrors, normaliseErrors } from '../machines/cart/errors.ts';

const rawError = fc.record({
  type: fc.oneof(fc.constant('CART_VALIDATION_ERROR'), fc.constantFrom('INVALID_API_INPUT', 'INSUFFICIENT_INVENTORY', 'CONFLICT'), fc.string()),
  message: fc.string(),
});

describe('cart error normalisation properties', () => {
  it('[CC-8-019][CC-8-020] codes are the types in order; a cart call keeps a message only for CART_VALIDATION_ERROR', () => {
    fc.assert(
      fc.property(fc.array(rawError, { maxLength: 6 }), (errors) => {
        const general = normaliseErrors(errors);
        const cart = normaliseCartErrors(errors);
        expect(general).toEqual(errors.map((e) => ({ code: e.type, message: e.message })));
        expect(cart.map((e) => e.code)).toEqual(errors.map((e) => e.type));
        cart.forEach((e, i) => expect(e.message).toBe(e.code === 'CART_VALIDATION_ERROR' ? errors[i]!.message : ''));
      }),
    );
  });
});
