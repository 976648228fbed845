// Payment: purchase order (number and an optional or required document) or card (name, number,
// security code, expiry), each checked before anything is sent (PX-08-010..PX-08-012, PX-08-006).
// The card lives only in this form's state: it goes to the card-token call and nowhere else.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EMPTY_CARD_FORM, cardFormErrors, type CardErrors, type CardForm } from '../../../machines/checkout/card-form.ts';
import { expiryYears } from '../../../machines/checkout/card-expiry.ts';
import { fileSizeText, purchaseOrderErrors } from '../../../machines/checkout/po-file.ts';
import { PO_FILE_EXTENSIONS } from '../../../machines/constants/checkout-flow.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import { ErrorSummaryUi, FieldUi, focusFirstInvalid } from '../FieldUi.tsx';
import type { PaymentChoice } from '../useCheckout.ts';

export interface PaymentStepProps {
  methods: readonly string[];
  fileRequired: boolean;
  busy: boolean;
  now: Date;
  onRender(method: PaymentChoice['method']): void;
  onSave(choice: PaymentChoice): void;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

export function PaymentStepUi({ methods, fileRequired, busy, now, onRender, onSave }: PaymentStepProps) {
  const [method, setMethod] = useState<PaymentChoice['method']>(methods.includes('PurchaseOrder') ? 'PurchaseOrder' : 'CreditCard');
  const [poNumber, setPoNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [card, setCard] = useState<CardForm>(EMPTY_CARD_FORM);
  const [errors, setErrors] = useState<CardErrors & { poNumber?: string; file?: string }>({});
  const [refused, setRefused] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    onRender(method);
  }, [method, onRender]);

  const check = (nextMethod = method, nextCard = card, nextPo = poNumber, nextFile = file) =>
    nextMethod === 'PurchaseOrder'
      ? purchaseOrderErrors({ poNumber: nextPo, file: nextFile ? { name: nextFile.name, type: nextFile.type, size: nextFile.size } : null }, fileRequired)
      : cardFormErrors(nextCard, now);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setRefused(Object.keys(found).length > 0);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    onSave({ method, poNumber, file, card });
  };

  const setCardField = (field: keyof CardForm, value: string) => {
    const next = { ...card, [field]: field === 'expiryMonth' || field === 'expiryYear' ? (value === '' ? undefined : Number(value)) : value };
    setCard(next);
    if (refused) setErrors(check(method, next));
  };

  return (
    <form ref={formRef} className="form checkout-form" noValidate onSubmit={submit} aria-label={checkoutLabels.paymentMethod}>
      <ErrorSummaryUi count={refused ? Object.keys(errors).length : 0} text={checkoutLabels.formErrors} />
      <fieldset className="choice-list choice-list--inline">
        <legend>{checkoutLabels.paymentMethod}</legend>
        {methods.includes('PurchaseOrder') && (
          <label className="choice-list__item">
            <input type="radio" name="payment-method" checked={method === 'PurchaseOrder'} onChange={() => setMethod('PurchaseOrder')} /> {checkoutLabels.purchaseOrder}
          </label>
        )}
        {methods.includes('CreditCard') && (
          <label className="choice-list__item">
            <input type="radio" name="payment-method" checked={method === 'CreditCard'} onChange={() => setMethod('CreditCard')} /> {checkoutLabels.card}
          </label>
        )}
      </fieldset>
      {method === 'PurchaseOrder' ? (
        <>
          <FieldUi id="po-number" label={checkoutLabels.poNumber} error={errors.poNumber}>
            {(props) => <input {...props} type="text" value={poNumber} onChange={(event) => setPoNumber(event.target.value)} />}
          </FieldUi>
          <FieldUi id="po-file" label={fileRequired ? checkoutLabels.poFileRequired : checkoutLabels.poFile} error={errors.file}>
            {(props) => (
              <input
                {...props}
                ref={fileInput}
                type="file"
                accept={['application/pdf', 'image/png', 'image/jpeg', ...PO_FILE_EXTENSIONS].join(',')}
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  setFile(chosen);
                  setErrors(check(method, card, poNumber, chosen));
                }}
              />
            )}
          </FieldUi>
          {file && (
            <p className="po-file">
              <span>
                {file.name} ({fileSizeText(file.size)})
              </span>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => {
                  setFile(null);
                  if (fileInput.current) fileInput.current.value = '';
                  fileInput.current?.focus();
                }}
              >
                {checkoutLabels.removeFile(file.name)}
              </button>
            </p>
          )}
        </>
      ) : (
        <>
          <p className="checkout-note">{checkoutLabels.cardNotKept}</p>
          <FieldUi id="card-name" label={checkoutLabels.cardName} error={errors.holderName}>
            {(props) => <input {...props} type="text" autoComplete="cc-name" value={card.holderName} onChange={(event) => setCardField('holderName', event.target.value)} />}
          </FieldUi>
          <FieldUi id="card-number" label={checkoutLabels.cardNumber} error={errors.number}>
            {(props) => <input {...props} type="text" inputMode="numeric" autoComplete="cc-number" value={card.number} onChange={(event) => setCardField('number', event.target.value)} />}
          </FieldUi>
          <div className="address-form__pair">
            <FieldUi id="card-expiry-month" label={checkoutLabels.expiryMonth} error={errors.expiryMonth}>
              {(props) => (
                <select {...props} autoComplete="cc-exp-month" value={card.expiryMonth ?? ''} onChange={(event) => setCardField('expiryMonth', event.target.value)}>
                  <option value="">{checkoutLabels.month}</option>
                  {MONTHS.map((month) => (
                    <option key={month} value={month}>
                      {String(month).padStart(2, '0')}
                    </option>
                  ))}
                </select>
              )}
            </FieldUi>
            <FieldUi id="card-expiry-year" label={checkoutLabels.expiryYear}>
              {(props) => (
                <select {...props} aria-invalid={Boolean(errors.expiryMonth)} autoComplete="cc-exp-year" value={card.expiryYear ?? ''} onChange={(event) => setCardField('expiryYear', event.target.value)}>
                  <option value="">{checkoutLabels.year}</option>
                  {expiryYears(now).map((year) => (
                    <option key={year} value={year}>
                      {year}
                    </option>
                  ))}
                </select>
              )}
            </FieldUi>
          </div>
          <FieldUi id="card-cvv" label={checkoutLabels.cvv} error={errors.cvv}>
            {(props) => <input {...props} type="text" inputMode="numeric" autoComplete="cc-csc" value={card.cvv} onChange={(event) => setCardField('cvv', event.target.value)} />}
          </FieldUi>
        </>
      )}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? checkoutLabels.saving : checkoutLabels.continue}
        </button>
      </div>
    </form>
  );
}
