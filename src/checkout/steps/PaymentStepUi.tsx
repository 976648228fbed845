// Payment: purchase order (number and an optional or required document) or card (name, number,
// security code, expiry), each checked before anything is sent (PX-08-010..PX-08-012, PX-08-006).
// The card lives only in this form's state: it goes to the card-token call and nowhere else (the
// draft kept for a reload takes the method, PO number and file name only, PX-61-002).
import { useEffect, useRef, useState } from 'react';
import { paymentDraftOf, type FileNote, type PaymentDraft } from '../../../machines/checkout/checkout-draft.ts';
import { EMPTY_CARD_FORM, cardFormErrors, withCardField, type CardErrors, type CardField } from '../../../machines/checkout/card-form.ts';
import { fileSizeText, purchaseOrderErrors } from '../../../machines/checkout/po-file.ts';
import { PO_FILE_EXTENSIONS } from '../../../machines/constants/checkout-flow.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import { FieldUi } from '../FieldUi.tsx';
import { CardFieldsUi } from './CardFieldsUi.tsx';
import { StepFormUi, useStepForm } from '../StepFormUi.tsx';
import type { PaymentChoice } from '../useCheckout.ts';

export interface PaymentStepProps {
  methods: readonly string[];
  fileRequired: boolean;
  busy: boolean;
  now: Date;
  /** What the buyer had entered here before a reload or going back (PX-61-001). */
  draft?: PaymentDraft;
  /** The purchase order the checkout already holds (its number, and its document once uploaded), from the server. */
  held?: { poNumber: string | null; file: FileNote | null };
  onDraft?(draft: PaymentDraft): void;
  onRender(method: PaymentChoice['method']): void;
  onSave(choice: PaymentChoice): void;
}

export function PaymentStepUi({ methods, fileRequired, busy, now, draft, held, onDraft, onRender, onSave }: PaymentStepProps) {
  const uploaded = held?.file ?? null;
  // PX-61-003: a file chosen before a reload is named (to be chosen again) until another is chosen or it is removed.
  const [earlier, setEarlier] = useState<FileNote | null>(uploaded ? null : (draft?.file ?? null));
  const keep = (next: PaymentChoice, note: FileNote | null = earlier) => onDraft?.(paymentDraftOf({ method: next.method, poNumber: next.poNumber, file: next.file ?? note }));
  const form = useStepForm<PaymentChoice, CardErrors & { poNumber?: string; file?: string }>(
    () => ({
      method: draft && methods.includes(draft.method) ? draft.method : methods.includes('PurchaseOrder') ? 'PurchaseOrder' : 'CreditCard',
      poNumber: draft?.poNumber ?? held?.poNumber ?? '',
      file: null,
      card: EMPTY_CARD_FORM,
    }),
    (entries) =>
      entries.method === 'PurchaseOrder'
        ? // A document the checkout already holds meets the store's requirement (the server checks it when the order is placed).
          purchaseOrderErrors({ poNumber: entries.poNumber, file: entries.file ? { name: entries.file.name, type: entries.file.type, size: entries.file.size } : null }, fileRequired && !uploaded)
        : cardFormErrors(entries.card, now),
    (next) => keep(next),
  );
  const { method, poNumber, file, card } = form.value;
  const { errors } = form;
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    onRender(method);
  }, [method, onRender]);

  const set = (change: Partial<PaymentChoice>, checkNow = false) => form.change({ ...form.value, ...change }, checkNow);
  const setCardField = (field: CardField, value: string) => set({ card: withCardField(card, field, value) });

  return (
    <StepFormUi form={form} label={checkoutLabels.paymentMethod} busy={busy} onSubmit={() => form.validate() && onSave(form.value)}>
      <fieldset className="choice-list choice-list--inline">
        <legend>{checkoutLabels.paymentMethod}</legend>
        {methods.includes('PurchaseOrder') && (
          <label className="choice-list__item">
            <input type="radio" name="payment-method" checked={method === 'PurchaseOrder'} onChange={() => set({ method: 'PurchaseOrder' })} /> {checkoutLabels.purchaseOrder}
          </label>
        )}
        {methods.includes('CreditCard') && (
          <label className="choice-list__item">
            <input type="radio" name="payment-method" checked={method === 'CreditCard'} onChange={() => set({ method: 'CreditCard' })} /> {checkoutLabels.card}
          </label>
        )}
      </fieldset>
      {method === 'PurchaseOrder' ? (
        <>
          <FieldUi id="po-number" label={checkoutLabels.poNumber} error={errors.poNumber}>
            {(props) => <input {...props} type="text" value={poNumber} onChange={(event) => set({ poNumber: event.target.value })} />}
          </FieldUi>
          <FieldUi id="po-file" label={fileRequired ? checkoutLabels.poFileRequired : checkoutLabels.poFile} error={errors.file}>
            {(props) => (
              <input
                {...props}
                ref={fileInput}
                type="file"
                accept={['application/pdf', 'image/png', 'image/jpeg', ...PO_FILE_EXTENSIONS].join(',')}
                onChange={(event) => {
                  setEarlier(null);
                  set({ file: event.target.files?.[0] ?? null }, true);
                }}
              />
            )}
          </FieldUi>
          {!file && uploaded && <p className="po-file">{checkoutLabels.poFileAttached(`${uploaded.name} (${fileSizeText(uploaded.size)})`)}</p>}
          {!file && earlier && (
            <p className="po-file" role="note">
              {checkoutLabels.poFileChooseAgain(`${earlier.name} (${fileSizeText(earlier.size)})`)}
            </p>
          )}
          {file && (
            <p className="po-file">
              <span>
                {file.name} ({fileSizeText(file.size)})
              </span>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => {
                  set({ file: null });
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
        <CardFieldsUi idPrefix="card" card={card} errors={errors} now={now} onChange={setCardField} />
      )}
    </StepFormUi>
  );
}
