// Apply a coupon by code and remove one applied: the cart page's and the checkout review's form.
// The server's message for a code it refuses shows under the field (its own words).
import { useState } from 'react';

interface CouponLabels {
  coupon: string;
  apply: string;
  couponApplied(code: string): string;
  removeCoupon(code: string): string;
}

export interface CouponFormProps {
  /** The field's id; the error's id is derived from it. */
  id: string;
  labels: CouponLabels;
  coupons: ReadonlyArray<{ cartCouponId: string; couponCode: string }>;
  /** Resolves to the server's message when the code is refused. */
  onApply(code: string): Promise<string | undefined>;
  onRemove(couponId: string): Promise<void>;
}

export function CouponFormUi({ id, labels, coupons, onApply, onRemove }: CouponFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const errorId = `${id}-error`;

  const apply = async () => {
    if (code.trim() === '') return;
    const problem = await onApply(code);
    setError(problem);
    if (!problem) setCode('');
  };

  return (
    <div className="coupon">
      <label htmlFor={id}>{labels.coupon}</label>
      <div className="coupon__row">
        <input
          id={id}
          type="text"
          value={code}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Inside a form, Enter applies the coupon rather than submitting the form.
              event.preventDefault();
              void apply();
            }
          }}
        />
        <button type="button" className="button button--secondary" onClick={() => void apply()}>
          {labels.apply}
        </button>
      </div>
      {error && (
        <p className="form__error" id={errorId} role="alert">
          {error}
        </p>
      )}
      {coupons.map((coupon) => (
        <p key={coupon.cartCouponId} className="coupon__applied">
          {labels.couponApplied(coupon.couponCode)}{' '}
          <button type="button" className="button button--secondary button--small" onClick={() => void onRemove(coupon.cartCouponId)}>
            {labels.removeCoupon(coupon.couponCode)}
          </button>
        </p>
      ))}
    </div>
  );
}
