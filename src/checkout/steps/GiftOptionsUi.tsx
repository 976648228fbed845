// The review step's gift options of one delivery (PX-20-001..PX-20-008, PX-31-001, PX-31-004): a
// gift-wrap choice (radios, keyboard-usable as one group), the recipient's name and a gift message, each
// text with a live count of its limit. Props only; the review step holds the choices and saves them.
// With several deliveries each has its own set, told apart by `idPrefix` and its heading.
import { formatMoney } from '../../../machines/pricing/money.ts';
import { giftMessageLength } from '../../../machines/checkout/gift-message.ts';
import type { GiftChoice } from '../../../machines/checkout/gift-change.ts';
import { offersGiftOptions, type GiftOptions } from '../../../machines/checkout/gift-options.ts';
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_TO_NAME_MAX_LENGTH } from '../../../machines/constants/gifting.ts';
import { giftLabels } from '../../labels/checkout.ts';
import type { GiftWraps } from '../useGiftWraps.ts';
import { localMessage } from '../../i18n/translate.ts';

export interface GiftOptionsProps {
  options: GiftOptions;
  wraps: GiftWraps;
  choice: GiftChoice;
  /** Prefix of the element ids: `gift` for one delivery, `gift-1`, `gift-2`… for several. */
  idPrefix: string;
  heading: string;
  /** Whether this set says that the wraps are loading or failed (the first set only, so it is said once). */
  showWrapStatus: boolean;
  errors: { message?: string; toName?: string };
  saving: boolean;
  currency: string;
  locale: string;
  onChange(choice: GiftChoice): void;
  onWrap(productId: string | null): void;
  onTextDone(field: 'message' | 'toName'): void;
}

export function GiftOptionsUi(props: GiftOptionsProps) {
  const { options, wraps, choice, idPrefix, heading, showWrapStatus, errors, saving, currency, locale, onChange, onWrap, onTextDone } = props;
  if (!offersGiftOptions(options)) return null;
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  return (
    <section className="gift-options" aria-labelledby={`${idPrefix}-options-heading`} data-testid="gift-options">
      <h3 id={`${idPrefix}-options-heading`}>{heading}</h3>
      {options.wrap && showWrapStatus && wraps.status === 'loading' && <p role="status">{giftLabels.wrapsLoading}</p>}
      {options.wrap && showWrapStatus && wraps.status === 'failed' && (
        <p className="form-alert" role="alert" data-testid="gift-wrap-failure">
          {localMessage(wraps.message)}
        </p>
      )}
      {options.wrap && wraps.status === 'ready' && wraps.products.length > 0 && (
        <fieldset className="form__field">
          <legend>{giftLabels.wrapLegend}</legend>
          <label className="checkbox">
            <input type="radio" name={`${idPrefix}-wrap`} checked={choice.wrapProductId === null} disabled={saving} onChange={() => onWrap(null)} /> {giftLabels.noWrap}
          </label>
          {wraps.products.map((product) => (
            <label className="checkbox" key={product.id}>
              <input type="radio" name={`${idPrefix}-wrap`} checked={choice.wrapProductId === product.id} disabled={saving} onChange={() => onWrap(product.id)} />{' '}
              {giftLabels.wrapOption(product.name ?? product.id, formatMoney(product.prices?.unitPrice ?? '0', currency, locale))}
            </label>
          ))}
        </fieldset>
      )}
      {options.recipient && (
        <CountedText
          id={`${idPrefix}-to-name`}
          label={giftLabels.toName}
          hint={giftLabels.toNameHint}
          count={giftLabels.count(number(giftMessageLength(choice.toName)), number(GIFT_TO_NAME_MAX_LENGTH))}
          value={choice.toName}
          error={errors.toName}
          onChange={(toName) => onChange({ ...choice, toName })}
          onDone={() => onTextDone('toName')}
        />
      )}
      {options.message && (
        <CountedText
          id={`${idPrefix}-message`}
          label={giftLabels.message}
          hint={giftLabels.messageHint}
          count={giftLabels.count(number(giftMessageLength(choice.message)), number(GIFT_MESSAGE_MAX_LENGTH))}
          value={choice.message}
          error={errors.message}
          multiline
          onChange={(message) => onChange({ ...choice, message })}
          onDone={() => onTextDone('message')}
        />
      )}
    </section>
  );
}

/** A text field with its hint and live count; its error is announced and named by aria-describedby. */
function CountedText(props: { id: string; label: string; hint: string; count: string; value: string; error: string | undefined; multiline?: boolean; onChange(text: string): void; onDone(): void }) {
  const { id, label, hint, count, value, error, multiline, onChange, onDone } = props;
  const field = {
    id,
    value,
    'aria-invalid': Boolean(error),
    'aria-describedby': [`${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' '),
    onBlur: onDone,
  };
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...field} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...field} type="text" autoComplete="off" onChange={(event) => onChange(event.target.value)} />
      )}
      <p className="form__hint" id={`${id}-count`}>
        {hint} {count}
      </p>
      {error && (
        <p className="form__error" id={`${id}-error`} role="alert">
          {localMessage(error)}
        </p>
      )}
    </div>
  );
}
