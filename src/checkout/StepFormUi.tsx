// What every checkout step's form shares: the form checked before anything is sent, the count of
// problems announced, focus on the first invalid control, errors that follow the buyer's
// corrections once shown, and the Continue button that says when it is saving.
import { useRef, useState, type ReactNode } from 'react';
import { checkoutLabels } from '../labels/checkout.ts';
import { ErrorSummaryUi, focusFirstInvalid } from './FieldUi.tsx';

export interface StepForm<T, E extends object> {
  value: T;
  errors: E;
  refused: boolean;
  formRef: React.RefObject<HTMLFormElement | null>;
  /** A new value; errors already shown are checked again (at once with `checkNow`, as for a chosen file). */
  change(next: T, checkNow?: boolean): void;
  /** Checks the value: shows the problems and moves focus to the first; true when there are none. */
  validate(): boolean;
}

/** The problems in an error object, nested ones counted too (a second address's fields). */
function problemCount(errors: object): number {
  return Object.values(errors).reduce<number>((count, value) => count + (typeof value === 'string' ? 1 : value && typeof value === 'object' ? problemCount(value) : 0), 0);
}

/** `keep` hears every change (the checkout's draft, PX-61-001), so a reload or Back brings the entries back. */
export function useStepForm<T, E extends object>(initial: T | (() => T), check: (value: T) => E, keep?: (value: T) => void): StepForm<T, E> {
  const [value, setValue] = useState<T>(initial);
  const [errors, setErrors] = useState<E>({} as E);
  const [refused, setRefused] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  return {
    value,
    errors,
    refused,
    formRef,
    change(next, checkNow = false) {
      setValue(next);
      keep?.(next);
      if (refused || checkNow) setErrors(check(next));
    },
    validate() {
      const found = check(value);
      const invalid = problemCount(found) > 0;
      setErrors(found);
      setRefused(invalid);
      if (invalid) requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return !invalid;
    },
  };
}

export interface SubmitProps {
  busy: boolean;
  label?: string;
  busyLabel?: string;
  disabled?: boolean;
  primary?: boolean;
}

export function SubmitUi({ busy, label = checkoutLabels.continue, busyLabel = checkoutLabels.saving, disabled = false, primary = false }: SubmitProps) {
  return (
    <div className="form__actions">
      <button type="submit" className={primary ? 'button button--primary' : 'button'} disabled={busy || disabled} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

export interface StepFormProps {
  form: Pick<StepForm<unknown, object>, 'formRef' | 'refused' | 'errors'>;
  label: string;
  busy: boolean;
  /** Continue stays off (nothing to choose). */
  disabled?: boolean;
  onSubmit(): void;
  children: ReactNode;
}

export function StepFormUi({ form, label, busy, disabled, onSubmit, children }: StepFormProps) {
  return (
    <form
      ref={form.formRef}
      className="form checkout-form"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ErrorSummaryUi count={form.refused ? problemCount(form.errors) : 0} text={checkoutLabels.formErrors} />
      {children}
      <SubmitUi busy={busy} disabled={disabled} />
    </form>
  );
}
