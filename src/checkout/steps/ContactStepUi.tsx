// Contact details: prefilled for a signed-in buyer, given by a guest (PX-08-014).
import { useRef, useState, type FormEvent } from 'react';
import { contactErrors, type ContactErrors, type ContactForm } from '../../../machines/checkout/contact-form.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import { ErrorSummaryUi, FieldUi, focusFirstInvalid } from '../FieldUi.tsx';

export interface ContactStepProps {
  defaults: { firstName?: string | null; lastName?: string | null; email?: string | null; phoneNumber?: string | null } | undefined;
  busy: boolean;
  onSave(form: ContactForm): void;
}

export function ContactStepUi({ defaults, busy, onSave }: ContactStepProps) {
  const [form, setForm] = useState<ContactForm>({
    firstName: defaults?.firstName ?? '',
    lastName: defaults?.lastName ?? '',
    email: defaults?.email ?? '',
    phoneNumber: defaults?.phoneNumber ?? '',
  });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [refused, setRefused] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = contactErrors(form);
    setErrors(found);
    setRefused(Object.keys(found).length > 0);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    onSave(form);
  };

  const field = (name: keyof ContactForm, label: string, type: string, autoComplete: string) => (
    <FieldUi id={`contact-${name}`} label={label} error={errors[name]}>
      {(props) => (
        <input
          {...props}
          type={type}
          autoComplete={autoComplete}
          value={form[name]}
          onChange={(event) => {
            const next = { ...form, [name]: event.target.value };
            setForm(next);
            if (refused) setErrors(contactErrors(next));
          }}
        />
      )}
    </FieldUi>
  );

  return (
    <form ref={formRef} className="form checkout-form" noValidate onSubmit={submit} aria-label={checkoutLabels.contactFor}>
      <ErrorSummaryUi count={refused ? Object.keys(errors).length : 0} text={checkoutLabels.formErrors} />
      <div className="address-form__pair">
        {field('firstName', checkoutLabels.firstName, 'text', 'given-name')}
        {field('lastName', checkoutLabels.lastName, 'text', 'family-name')}
      </div>
      {field('email', checkoutLabels.email, 'email', 'email')}
      {field('phoneNumber', checkoutLabels.phoneRequired, 'tel', 'tel')}
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? checkoutLabels.saving : checkoutLabels.continue}
        </button>
      </div>
    </form>
  );
}
