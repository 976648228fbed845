// A labelled field with its error: the error is tied to the control (aria-describedby) and the
// control says it is invalid, so a screen reader reads both.
import type { ReactNode } from 'react';
import { localMessage } from '../i18n/translate.ts';

export interface FieldProps {
  id: string;
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

export function FieldUi({ id, label, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p className="form__error" id={errorId}>
          {localMessage(error)}
        </p>
      )}
    </div>
  );
}

export interface SelectFieldProps {
  id: string;
  label: string;
  error?: string;
  /** Marked invalid without an error text of its own (the text is on a sibling field). */
  invalid?: boolean;
  value: string | number;
  autoComplete: string;
  /** The empty first choice ('Month', 'Choose…'); none when every option is a valid value. */
  placeholder?: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  onChange(value: string): void;
}

export function SelectFieldUi({ id, label, error, invalid, value, autoComplete, placeholder, options, onChange }: SelectFieldProps) {
  return (
    <FieldUi id={id} label={label} error={error}>
      {(props) => (
        <select {...props} aria-invalid={props['aria-invalid'] || Boolean(invalid)} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldUi>
  );
}

/** Focus the first invalid control of a form (after a refused submit). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** The count of problems, announced when a submit is refused. */
export function ErrorSummaryUi({ count, text }: { count: number; text: (count: number) => string }) {
  if (count === 0) return null;
  return (
    <p className="form-alert" role="alert">
      {text(count)}
    </p>
  );
}
