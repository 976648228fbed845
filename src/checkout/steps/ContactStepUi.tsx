// Contact details: prefilled for a signed-in buyer, given by a guest (PX-08-014).
import { contactErrors, type ContactForm } from '../../../machines/checkout/contact-form.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import { FieldUi } from '../FieldUi.tsx';
import { StepFormUi, useStepForm } from '../StepFormUi.tsx';
import { TwoColumns } from '../../components/layout/LayoutGrid.tsx';

export interface ContactStepProps {
  defaults: { firstName?: string | null; lastName?: string | null; email?: string | null; phoneNumber?: string | null } | undefined;
  busy: boolean;
  /** What the buyer had typed here before a reload or going back (PX-61-001); it wins over the defaults. */
  draft?: ContactForm;
  onDraft?(form: ContactForm): void;
  onSave(form: ContactForm): void;
}

export function ContactStepUi({ defaults, busy, draft, onDraft, onSave }: ContactStepProps) {
  const form = useStepForm<ContactForm, ReturnType<typeof contactErrors>>(
    () => draft ?? { firstName: defaults?.firstName ?? '', lastName: defaults?.lastName ?? '', email: defaults?.email ?? '', phoneNumber: defaults?.phoneNumber ?? '' },
    contactErrors,
    onDraft,
  );

  const field = (name: keyof ContactForm, label: string, type: string, autoComplete: string) => (
    <FieldUi id={`contact-${name}`} label={label} error={form.errors[name]}>
      {(props) => <input {...props} type={type} autoComplete={autoComplete} value={form.value[name]} onChange={(event) => form.change({ ...form.value, [name]: event.target.value })} />}
    </FieldUi>
  );

  return (
    <StepFormUi form={form} label={checkoutLabels.contactFor} busy={busy} onSubmit={() => form.validate() && onSave(form.value)}>
      <TwoColumns>
        {field('firstName', checkoutLabels.firstName, 'text', 'given-name')}
        {field('lastName', checkoutLabels.lastName, 'text', 'family-name')}
      </TwoColumns>
      {field('email', checkoutLabels.email, 'email', 'email')}
      {field('phoneNumber', checkoutLabels.phoneRequired, 'tel', 'tel')}
    </StepFormUi>
  );
}
