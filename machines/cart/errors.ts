import {
  CART_MESSAGE_TYPE_INVENTORY,
  CART_VALIDATION_ERROR_CODE,
  INSUFFICIENT_INVENTORY,
} from '../constants/cart-checkout.ts';
import type { OpenValues, Wire } from '../wire.ts';

export interface RawError {
  type: string;
  message: string;
}

export interface NormalisedError {
  code: string;
  message: string;
}

/** CC-8-019: each error becomes { code: its type, message }. */
export function normaliseErrors(errors: readonly RawError[]): NormalisedError[] {
  return errors.map(({ type, message }) => ({ code: type, message }));
}

/** CC-8-020: for cart calls the message is kept only for CART_VALIDATION_ERROR. */
export function keepsCartErrorMessage(code: string): boolean {
  return code === CART_VALIDATION_ERROR_CODE;
}

export function normaliseCartErrors(errors: readonly RawError[]): NormalisedError[] {
  return normaliseErrors(errors).map((error) => (keepsCartErrorMessage(error.code) ? error : { code: error.code, message: '' }));
}

/** A cart message: its source type and severity (the contract's CartMessage). */
export type CartMessage = OpenValues<Wire['CartMessage'], 'severity'>;

/** An inventory integration error: a cart message of type Inventory with severity Error. */
export function isCartInventoryIntegrationError(message: CartMessage): boolean {
  return message.type === CART_MESSAGE_TYPE_INVENTORY && message.severity === 'Error';
}

/** CC-5-040, CC-8-013: a cart-inventory integration error fails with INSUFFICIENT_INVENTORY. */
export function cartInventoryFailure(messages: readonly CartMessage[]): typeof INSUFFICIENT_INVENTORY | undefined {
  return messages.some(isCartInventoryIntegrationError) ? INSUFFICIENT_INVENTORY : undefined;
}
