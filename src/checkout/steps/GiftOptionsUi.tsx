// The review step's gift options (PX-20-001..PX-20-008): a gift-wrap choice (radios, keyboard-usable
// as one group) and a gift message with a live count of its limit. Props only; the review step
// holds the choice and saves it.
import type { Ref } from 'react';
import { formatMoney } from '../../../machines/pricing/money.ts';
import { giftMessageLength } from '../../../machines/checkout/gift-message.ts';
import type { GiftChoice } from '../../../machines/checkout/gift-change.ts';
import { GIFT_MESSAGE_MAX_LENGTH } from '../../../machines/constants/gifting.ts';
import { giftLabels } from '../../labels/checkout.ts';
import type { GiftWraps } from '../useGiftWraps.ts';

export interface GiftOptionsProps {
  options: { wrap: boolean; message: boolean };
  wraps: GiftWraps;
  choice: GiftChoice;
  messageError: string | undefined;
  /** A failed save, shown under the options (the order can still be placed). */
  saveError: string | undefined;
  saving: boolean;
  currency: string;
  locale: string;
  messageRef: Ref<HTMLTextAreaElement>;
  onWrap(productId: string | null): void;
  onMessage(text: string): void;
  onMessageDone(): void;
}

export function GiftOptionsUi({ options, wraps, choice, messageError, saveError, saving, currency, locale, messageRef, onWrap, onMessage, onMessageDone }: GiftOptionsProps) {
  if (!options.wrap && !options.message) return null;
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const describedBy = ['gift-message-count', messageError ? 'gift-message-error' : ''].filter(Boolean).join(' ');
  return (
    <section className="gift-options" aria-labelledby="gift-options-heading">
      <h3 id="gift-options-heading">{giftLabels.heading}</h3>
      {options.wrap && wraps.status === 'loading' && <p role="status">{giftLabels.wrapsLoading}</p>}
      {options.wrap && wraps.status === 'failed' && (
        <p className="form-alert" role="alert" data-testid="gift-wrap-failure">
          {wraps.message}
        </p>
      )}
      {options.wrap && wraps.status === 'ready' && wraps.products.length > 0 && (
        <fieldset className="form__field">
          <legend>{giftLabels.wrapLegend}</legend>
          <label className="checkbox">
            <input type="radio" name="gift-wrap" checked={choice.wrapProductId === null} disabled={saving} onChange={() => onWrap(null)} /> {giftLabels.noWrap}
          </label>
          {wraps.products.map((product) => (
            <label className="checkbox" key={product.id}>
              <input type="radio" name="gift-wrap" checked={choice.wrapProductId === product.id} disabled={saving} onChange={() => onWrap(product.id)} />{' '}
              {giftLabels.wrapOption(product.name ?? product.id, formatMoney(product.prices?.unitPrice ?? '0', currency, locale))}
            </label>
          ))}
        </fieldset>
      )}
      {options.message && (
        <div className="form__field">
          <label htmlFor="gift-message">{giftLabels.message}</label>
          <textarea
            id="gift-message"
            ref={messageRef}
            rows={3}
            value={choice.message}
            aria-invalid={Boolean(messageError)}
            aria-describedby={describedBy}
            onChange={(event) => onMessage(event.target.value)}
            onBlur={onMessageDone}
          />
          <p className="form__hint" id="gift-message-count">
            {giftLabels.messageHint} {giftLabels.count(number(giftMessageLength(choice.message)), number(GIFT_MESSAGE_MAX_LENGTH))}
          </p>
          {messageError && (
            <p className="form__error" id="gift-message-error" role="alert">
              {messageError}
            </p>
          )}
        </div>
      )}
      {saving && <p role="status">{giftLabels.saving}</p>}
      {saveError && (
        <p className="form-alert" role="alert">
          {saveError}
        </p>
      )}
    </section>
  );
}
