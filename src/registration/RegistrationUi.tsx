// The registration form from props only (SH-2-006, SH §3 "Registration / account", SH §5): the
// tabs, each tab's fields, the banner and the buttons. RegisterPage binds it to the machine.
import { useEffect, useId, useMemo, useRef, type ChangeEvent, type ReactNode } from 'react';
import { REGISTRATION_DOCUMENT_ACCEPT } from '../../machines/constants/registration.ts';
import { countriesNamedIn, type NamedCountry } from '../../machines/locale/country-names.ts';
import { formatFileSize } from '../../machines/registration/documents.ts';
import {
  PAYMENT_TERMS,
  REGISTRATION_TABS,
  STATEMENTS,
  type FileKind,
  type Question,
  type RegistrationTab,
  type TextField,
} from '../../machines/registration/form.ts';
import type { RegistrationContext, RegistrationEvent } from '../../machines/registration/registration.machine.ts';
import {
  ADDRESS_TITLES,
  COUNTRY_OPTIONS,
  FIELD_LABELS,
  PAYMENT_TERMS_LABELS,
  QUESTION_LABELS,
  STATEMENT_LABELS,
  TAB_TITLES,
  registrationLabels as labels,
} from '../labels/registration.ts';
import { localMessage } from '../i18n/translate.ts';

export type RegistrationStatus = 'editing' | 'lookingUpAccount' | 'accountNotFound' | 'submitting';

export interface RegistrationUiProps extends Pick<RegistrationContext, 'draft' | 'tab' | 'completed' | 'fieldErrors' | 'banner' | 'serverMessages'> {
  status: RegistrationStatus;
  send: (event: RegistrationEvent) => void;
  /** The page's locale: the countries are named in its language and sorted for its reader (PX-86-001). */
  locale: string;
}

interface FieldProps {
  field: TextField;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  multiline?: boolean;
  hint?: string;
}

type Ctx = Pick<RegistrationUiProps, 'draft' | 'fieldErrors' | 'send'> & { idPrefix: string; countries: readonly NamedCountry[] };

const errorId = (ctx: Ctx, name: string) => `${ctx.idPrefix}-${name}-error`;

function FieldError({ ctx, name }: { ctx: Ctx; name: string }) {
  const message = ctx.fieldErrors[name];
  return message ? (
    <p className="form__error" id={errorId(ctx, name)}>
      {localMessage(message)}
    </p>
  ) : null;
}

function FieldLabel({ id, field, required }: { id: string; field: TextField; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {FIELD_LABELS[field]}
      {required ? <span className="registration__required"> {labels.required}</span> : null}
    </label>
  );
}

function TextInput({ ctx, field, required, type = 'text', autoComplete, multiline, hint }: FieldProps & { ctx: Ctx }) {
  const id = `${ctx.idPrefix}-${field}`;
  const invalid = ctx.fieldErrors[field] !== undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, invalid ? errorId(ctx, field) : undefined].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field,
    value: ctx.draft.text[field] ?? '',
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => ctx.send({ type: 'SET_TEXT', field, value: event.currentTarget.value }),
  };
  return (
    <div className="form__field">
      <FieldLabel id={id} field={field} required={required} />
      {hint ? (
        <p className="registration__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea rows={3} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      <FieldError ctx={ctx} name={field} />
    </div>
  );
}

function SelectInput({ ctx, field, required, options, placeholder }: { ctx: Ctx; field: TextField; required?: boolean; options: ReadonlyArray<{ value: string; label: string }>; placeholder: string }) {
  const id = `${ctx.idPrefix}-${field}`;
  const invalid = ctx.fieldErrors[field] !== undefined;
  return (
    <div className="form__field">
      <FieldLabel id={id} field={field} required={required} />
      <select
        id={id}
        name={field}
        value={ctx.draft.text[field] ?? ''}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId(ctx, field) : undefined}
        aria-required={required || undefined}
        onChange={(event) => ctx.send({ type: 'SET_TEXT', field, value: event.currentTarget.value })}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError ctx={ctx} name={field} />
    </div>
  );
}

function YesNo({ ctx, question }: { ctx: Ctx; question: Question }) {
  const answer = ctx.draft.answers[question];
  const invalid = ctx.fieldErrors[question] !== undefined;
  const name = `${ctx.idPrefix}-${question}`;
  return (
    <fieldset className="registration__question" aria-describedby={invalid ? errorId(ctx, question) : undefined} aria-invalid={invalid || undefined}>
      <legend>
        {QUESTION_LABELS[question]}
        <span className="registration__required"> {labels.required}</span>
      </legend>
      <div className="registration__choices">
        {([true, false] as const).map((value) => (
          <label key={String(value)} className="choice">
            <input type="radio" name={name} checked={answer === value} onChange={() => ctx.send({ type: 'ANSWER', question, answer: value })} />
            {value ? labels.yes : labels.no}
          </label>
        ))}
      </div>
      <FieldError ctx={ctx} name={question} />
    </fieldset>
  );
}

function DocumentInput({ ctx, kind }: { ctx: Ctx; kind: FileKind }) {
  const id = `${ctx.idPrefix}-${kind}`;
  const file = ctx.draft.files[kind];
  const invalid = ctx.fieldErrors[kind] !== undefined;
  const title = labels[kind];
  return (
    <div className="form__field registration__document">
      <label htmlFor={id}>
        {title}
        <span className="registration__required"> {labels.required}</span>
      </label>
      <p className="registration__hint" id={`${id}-hint`}>
        {labels.documentHint}
      </p>
      {file ? (
        <p className="registration__file" data-testid={`${kind}-attached`}>
          <span>
            {labels.attached} <strong>{file.name}</strong> ({formatFileSize(file.size)})
          </span>
          <button type="button" className="button button--secondary button--small" aria-label={labels.remove(file.name)} onClick={() => ctx.send({ type: 'ATTACH', kind, file: undefined })}>
            {labels.removeShort}
          </button>
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        accept={REGISTRATION_DOCUMENT_ACCEPT}
        aria-invalid={invalid || undefined}
        aria-describedby={[`${id}-hint`, invalid ? errorId(ctx, kind) : undefined].filter(Boolean).join(' ')}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          // Cleared so choosing the same file again after removing it still reports a change.
          event.currentTarget.value = '';
          if (chosen) ctx.send({ type: 'ATTACH', kind, file: chosen });
        }}
      />
      <FieldError ctx={ctx} name={kind} />
    </div>
  );
}

function Address({ ctx, kind }: { ctx: Ctx; kind: keyof typeof ADDRESS_TITLES }) {
  const copy = () => {
    for (const part of ['Street', 'City', 'Province', 'PostalCode', 'Country'] as const) {
      ctx.send({ type: 'SET_TEXT', field: `${kind}${part}`, value: ctx.draft.text[`company${part}`] ?? '' });
    }
  };
  return (
    <fieldset className="registration__group">
      <legend>{ADDRESS_TITLES[kind]}</legend>
      {kind !== 'company' ? (
        <button type="button" className="button button--secondary button--small registration__copy" onClick={copy}>
          {labels.copyCompany}
        </button>
      ) : null}
      <TextInput ctx={ctx} field={`${kind}Street`} required autoComplete={`${kind === 'shipTo' ? 'shipping' : 'billing'} street-address`} multiline={false} />
      <div className="registration__row">
        <TextInput ctx={ctx} field={`${kind}City`} required autoComplete={`${kind === 'shipTo' ? 'shipping' : 'billing'} address-level2`} />
        <TextInput ctx={ctx} field={`${kind}Province`} autoComplete={`${kind === 'shipTo' ? 'shipping' : 'billing'} address-level1`} />
      </div>
      <div className="registration__row">
        <TextInput ctx={ctx} field={`${kind}PostalCode`} required autoComplete={`${kind === 'shipTo' ? 'shipping' : 'billing'} postal-code`} />
        <SelectInput ctx={ctx} field={`${kind}Country`} required options={ctx.countries.map((country) => ({ value: country.isoCode, label: country.label }))} placeholder={labels.chooseCountry} />
      </div>
    </fieldset>
  );
}

function Countries({ ctx }: { ctx: Ctx }) {
  const chosen = new Set(ctx.draft.shipToCountries);
  const invalid = ctx.fieldErrors.shipToCountries !== undefined;
  const toggle = (code: string, on: boolean) =>
    ctx.send({ type: 'SET_COUNTRIES', countries: ctx.countries.map((c) => c.isoCode).filter((c) => (c === code ? on : chosen.has(c))) });
  return (
    <fieldset className="registration__question" aria-describedby={invalid ? errorId(ctx, 'shipToCountries') : undefined}>
      <legend>
        {labels.countries}
        <span className="registration__required"> {labels.required}</span>
      </legend>
      <div className="registration__countries">
        {ctx.countries.map((country) => (
          <label key={country.isoCode} className="choice">
            <input type="checkbox" checked={chosen.has(country.isoCode)} onChange={(event) => toggle(country.isoCode, event.currentTarget.checked)} />
            {country.label}
          </label>
        ))}
      </div>
      <FieldError ctx={ctx} name="shipToCountries" />
    </fieldset>
  );
}

function TabFields({ ctx, tab }: { ctx: Ctx; tab: RegistrationTab }): ReactNode {
  const answers = ctx.draft.answers;
  switch (tab) {
    case 'basicInformation':
      return (
        <>
          <div className="registration__row">
            <TextInput ctx={ctx} field="firstName" required autoComplete="given-name" />
            <TextInput ctx={ctx} field="lastName" required autoComplete="family-name" />
          </div>
          <TextInput ctx={ctx} field="jobTitle" autoComplete="organization-title" />
          <TextInput ctx={ctx} field="email" type="email" required autoComplete="email" />
          <div className="registration__row">
            <TextInput ctx={ctx} field="phone" type="tel" required autoComplete="tel" />
            <TextInput ctx={ctx} field="mobile" type="tel" autoComplete="tel" />
          </div>
          <TextInput ctx={ctx} field="fax" type="tel" />
        </>
      );
    case 'businessInformation':
      return (
        <>
          <fieldset className="registration__group">
            <legend>{labels.company}</legend>
            <TextInput ctx={ctx} field="accountName" required />
            <TextInput ctx={ctx} field="businessName" required autoComplete="organization" />
            <TextInput ctx={ctx} field="doingBusinessAs" />
            <div className="registration__row">
              <TextInput ctx={ctx} field="companyEmail" type="email" />
              <TextInput ctx={ctx} field="website" type="url" autoComplete="url" />
            </div>
            <SelectInput ctx={ctx} field="paymentTerms" options={PAYMENT_TERMS.map((terms) => ({ value: terms, label: PAYMENT_TERMS_LABELS[terms] }))} placeholder={labels.choosePaymentTerms} />
          </fieldset>
          <fieldset className="registration__group">
            <legend>{labels.accountsPayable}</legend>
            <TextInput ctx={ctx} field="apName" required />
            <div className="registration__row">
              <TextInput ctx={ctx} field="apEmail" type="email" required />
              <TextInput ctx={ctx} field="apPhone" type="tel" required />
            </div>
            <TextInput ctx={ctx} field="apFax" type="tel" />
          </fieldset>
          <fieldset className="registration__group">
            <legend>{labels.invoicing}</legend>
            <TextInput ctx={ctx} field="invoiceEmail" type="email" required />
            <YesNo ctx={ctx} question="ediInvoicingByEmail" />
          </fieldset>
        </>
      );
    case 'addresses':
      return (
        <>
          <Address ctx={ctx} kind="company" />
          <Address ctx={ctx} kind="billTo" />
          <Address ctx={ctx} kind="shipTo" />
        </>
      );
    case 'taxInformation':
      return (
        <>
          <TextInput ctx={ctx} field="taxIdentificationNumber" />
          <YesNo ctx={ctx} question="salesTaxExempt" />
          {answers.salesTaxExempt ? <DocumentInput ctx={ctx} kind="taxExemptFile" /> : null}
        </>
      );
    case 'resellerInformation':
      return (
        <>
          <YesNo ctx={ctx} question="purchaseForResale" />
          {answers.purchaseForResale ? <DocumentInput ctx={ctx} kind="resaleLicenseFile" /> : null}
          <TextInput ctx={ctx} field="productsWanted" multiline />
          <TextInput ctx={ctx} field="marketSoldTo" multiline />
          <YesNo ctx={ctx} question="shipOutsideCountry" />
          {answers.shipOutsideCountry ? <Countries ctx={ctx} /> : null}
        </>
      );
    case 'authorization':
      return (
        <fieldset className="registration__question">
          <legend>{labels.statements}</legend>
          {STATEMENTS.map((statement) => {
            const invalid = ctx.fieldErrors[statement] !== undefined;
            return (
              <div key={statement} className="registration__statement">
                <label className="choice">
                  <input
                    type="checkbox"
                    checked={ctx.draft.statements[statement] === true}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? errorId(ctx, statement) : undefined}
                    onChange={(event) => ctx.send({ type: 'ACCEPT', statement, accepted: event.currentTarget.checked })}
                  />
                  {STATEMENT_LABELS[statement]}
                </label>
                <FieldError ctx={ctx} name={statement} />
              </div>
            );
          })}
        </fieldset>
      );
    case 'accountDetails':
      return (
        <>
          <YesNo ctx={ctx} question="existingCustomer" />
          {answers.existingCustomer ? <TextInput ctx={ctx} field="accountNumber" required hint={labels.accountNumberHint} /> : null}
        </>
      );
  }
}

export function RegistrationUi({ draft, tab, completed, fieldErrors, banner, serverMessages, status, send, locale }: RegistrationUiProps) {
  const idPrefix = useId().replace(/:/g, '');
  // The catalogue's names (COUNTRY_OPTIONS, translated with the labels) stay where the browser knows none.
  const countries = useMemo(() => countriesNamedIn(COUNTRY_OPTIONS.map((country) => ({ isoCode: country.code, label: country.name })), locale), [locale]);
  const ctx: Ctx = { draft, fieldErrors, send, idPrefix, countries };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const shownTab = useRef(tab);
  const current = REGISTRATION_TABS[tab]!;
  const last = tab === REGISTRATION_TABS.length - 1;
  const busy = status === 'submitting' || status === 'lookingUpAccount';
  const locked = busy || status === 'accountNotFound';

  // A new tab takes the keyboard to its heading; a new banner takes it to the banner.
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    if (!banner) headingRef.current?.focus();
  }, [tab, banner]);
  useEffect(() => {
    if (banner) bannerRef.current?.focus();
  }, [banner, serverMessages]);

  return (
    <div className="registration">
      <nav aria-label={labels.steps} className="registration__steps">
        <ol>
          {REGISTRATION_TABS.map((name, index) => (
            <li key={name}>
              <button
                type="button"
                className="registration__step"
                aria-current={index === tab ? 'step' : undefined}
                disabled={locked}
                onClick={() => send({ type: 'GO_TO_TAB', tab: index })}
              >
                <span className="registration__step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{TAB_TITLES[name]}</span>
                {completed[index] ? <span className="visually-hidden"> {labels.completed}</span> : null}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {banner ? (
        <div className="form-alert" role="alert" tabIndex={-1} ref={bannerRef} data-testid="registration-banner">
          <p className="registration__banner">{localMessage(banner)}</p>
          {serverMessages.length > 0 ? (
            <ul>
              {serverMessages.map((message) => (
                <li key={message}>{localMessage(message)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <form
        className="form registration__form"
        noValidate
        aria-labelledby={`${idPrefix}-tab-title`}
        onSubmit={(event) => {
          event.preventDefault();
          send(last ? { type: 'SUBMIT' } : { type: 'NEXT' });
        }}
      >
        <h2 id={`${idPrefix}-tab-title`} tabIndex={-1} ref={headingRef} className="registration__tab-title">
          <span className="registration__tab-count">{labels.stepOf(tab + 1, REGISTRATION_TABS.length)}</span> {TAB_TITLES[current]}
        </h2>
        <fieldset className="registration__panel" disabled={locked}>
          <legend className="visually-hidden">{TAB_TITLES[current]}</legend>
          <TabFields ctx={ctx} tab={current} />
        </fieldset>
        <div className="form__actions registration__actions">
          {tab > 0 || status === 'accountNotFound' ? (
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => send({ type: 'PREVIOUS' })}>
              {labels.previous}
            </button>
          ) : null}
          {last ? (
            <button type="submit" className="button" disabled={locked} aria-disabled={locked || undefined}>
              {status === 'submitting' ? labels.submitting : status === 'lookingUpAccount' ? labels.lookingUp : labels.submit}
            </button>
          ) : (
            <button type="submit" className="button" disabled={locked}>
              {labels.next}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
