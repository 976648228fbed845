// The stored shapes of a cart, its lines, delivery groups and coupons, and the one cart-validation error.
import type { CurrencyCode } from '../../../fixtures/types.ts';
import { unprocessable } from '../errors.ts';
import type { Wire } from '../wire.ts';

export interface CartRow {
  id: string;
  account_id: string | null;
  owner_id: string | null;
  guest_session_id: string | null;
  name: string;
  status: Wire['CartSummary']['status'];
  is_secondary: boolean;
  currency: CurrencyCode;
  purchase_order_number: string | null;
  /** WebCart custom field values by API name (PX-19-003). */
  custom_fields?: Record<string, unknown> | null;
}

export interface ItemRow {
  id: string;
  cart_id: string;
  delivery_group_id: string;
  product_id: string;
  quantity: number;
  product_selling_model_id: string | null;
  subscription_term: number | null;
  created_at: Date;
}

export interface GroupRow {
  id: string;
  cart_id: string;
  name: string | null;
  is_default: boolean;
  address: any;
  desired_delivery_date: string | null;
  shipping_instructions: string | null;
  delivery_method_id: string | null;
  /** CartDeliveryGroup custom field values by API name (PX-19-003). */
  custom_fields?: Record<string, unknown> | null;
  /** Gifting (PX-20-004, PX-20-005): CartDeliveryGroup.IsGift, GiftMessage and the chosen gift wrap. */
  is_gift?: boolean;
  gift_message?: string | null;
  gift_wrap_product_id?: string | null;
  /** PX-31-001: CartDeliveryGroup.GiftToName. */
  gift_to_name?: string | null;
}

export interface Coupon {
  code: string;
  id: string;
  percent_off: number;
  category_id: string | null;
  terms: string;
}

export const cartValidation = (message: string) => unprocessable(message, 'CART_VALIDATION_ERROR');
