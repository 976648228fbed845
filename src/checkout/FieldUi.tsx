// A labelled field with its error: the error is tied to the control (aria-describedby) and the
// control says it is invalid, so a screen reader reads both.
import type { ReactNode } from 'react';

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
          {error}
        </p>
      )}
    </div>
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
