// One labelled input with its error under it, tied together for assistive technology (aria-invalid,
// aria-describedby): the sign-in, forgotten-password and password forms' fields.
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { localMessage } from '../../i18n/translate.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  label: string;
  /** The field's problem, shown under it; none leaves the field valid. */
  error?: string | undefined;
  /** Further descriptions the input refers to (the password rules, for instance). */
  describedBy?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, describedBy, inputRef, ...input }: TextFieldProps) {
  const ids = { input: useId(), error: useId() };
  const described = [describedBy, error ? ids.error : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form__field">
      <label htmlFor={ids.input}>{label}</label>
      <input ref={inputRef} id={ids.input} {...input} aria-invalid={error ? true : undefined} aria-describedby={described} />
      {error ? (
        <p className="form__error" id={ids.error}>
          {localMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The user-name (e-mail) field of the sign-in and forgotten-password forms. */
export function UserNameField(props: Omit<TextFieldProps, 'type' | 'name' | 'autoComplete' | 'inputMode' | 'spellCheck' | 'required'>) {
  return <TextField {...props} type="email" name="username" autoComplete="username" inputMode="email" spellCheck={false} required />;
}
