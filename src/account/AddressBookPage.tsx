// The address book (accountPaths.addresses) of the effective account (PX-18-030..PX-18-031): billing
// and shipping addresses, default first; add, edit, delete, set the default; fields checked by
// country with the checkout's address rules; guests get the sign-in prompt, never 'CPA disabled'.
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { waitFor } from 'xstate';
import { addressBookMachine } from '../../machines/address/address-book.machine.ts';
import { addressBookErrors, addressesOfType, formOfAddress, type AddressType } from '../../machines/address/address-book.ts';
import { EMPTY_ADDRESS_FORM, type AddressErrors, type AddressForm } from '../../machines/checkout/address-form.ts';
import type { Wire } from '../../machines/wire.ts';
import { addressBookActors } from '../api/adapters/account.ts';
import { useApi, useApplicationContext, useSession } from '../app/store/parts.tsx';
import { AddressFormUi } from '../checkout/steps/AddressFormUi.tsx';
import { ErrorSummaryUi, focusFirstInvalid } from '../checkout/FieldUi.tsx';
import type { AddressCountry } from '../checkout/useCheckout.ts';
import { PageLoading } from '../components/layout/Layout.tsx';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { confirmDialog } from '../components/modal/confirmDialog.tsx';
import { useModal } from '../components/modal/ModalProvider.tsx';
import { SignInPrompt } from '../components/sign-in/SignInPrompt.tsx';
import { footerPaths } from '../content/site.ts';
import { addressBookLabels as labels } from '../labels/account.ts';
import '../checkout/checkout.css';
import './account.css';

type Address = Wire['AccountAddress'];
type Editing = { mode: 'new' } | { mode: 'edit'; address: Address } | null;
const TYPES: AddressType[] = ['Billing', 'Shipping'];

const summaryOf = (address: Address) => [address.companyName || address.name, address.street, address.city].filter(Boolean).join(', ');

function AddressEditor({ editing, countries, onSave, onCancel }: { editing: Exclude<Editing, null>; countries: AddressCountry[]; onSave(body: { type: AddressType; form: AddressForm; isDefault: boolean }): Promise<unknown>; onCancel(): void }) {
  const [form, setForm] = useState<AddressForm>(editing.mode === 'edit' ? formOfAddress(editing.address) : EMPTY_ADDRESS_FORM);
  const [type, setType] = useState<AddressType>(editing.mode === 'edit' ? editing.address.addressType : 'Shipping');
  const [isDefault, setIsDefault] = useState(editing.mode === 'edit' ? editing.address.isDefault : false);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const shipTo = countries.map((country) => country.isoCode);
  const change = (next: AddressForm) => {
    setForm(next);
    if (checked) setErrors(addressBookErrors(next, shipTo));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = addressBookErrors(form, shipTo);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setBusy(true);
    setFailed(false);
    onSave({ type, form, isDefault })
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  const headingId = 'address-editor-heading';
  return (
    <form ref={formRef} className="address-book__editor" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{editing.mode === 'new' ? labels.addHeading : labels.editHeading}</h2>
      <ErrorSummaryUi count={Object.keys(errors).length} text={labels.problems} />
      {editing.mode === 'new' ? (
        <fieldset className="address-book__type">
          <legend>{labels.type}</legend>
          {TYPES.map((option) => (
            <label key={option}>
              <input type="radio" name="address-type" value={option} checked={type === option} onChange={() => setType(option)} /> {labels.typeNames[option]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <AddressFormUi idPrefix="address-book" value={form} errors={errors} countries={countries} onChange={change} />
      <label className="address-book__default-field">
        <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} /> {labels.makeDefaultField}
      </label>
      {failed ? <p role="alert">{labels.actionFailed}</p> : null}
      <div className="address-book__buttons">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? labels.saving : labels.save}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
    </form>
  );
}

/** The book is read again when what it is read for changes: the effective account, the locale, the countries shipped to. */
function AddressBook() {
  const { locale, appContext, requestContext } = useApplicationContext();
  const shipping = appContext?.shippingCountries;
  return <AddressBookOf key={[requestContext.effectiveAccountId, locale, shipping?.join(',')].join('|')} locale={locale} shipping={shipping ?? []} />;
}

function AddressBookOf({ locale, shipping }: { locale: string; shipping: readonly string[] }) {
  const api = useApi();
  const modal = useModal();
  const { effectiveAccount, session } = useSession();
  // PX-18-030: load, save, delete and set the default in the machine; the view keeps which form is open.
  const book = useActorRef(addressBookMachine.provide({ actors: addressBookActors(api, { locale, shipping }) }));
  const addresses = useSelector(book, (snapshot) => snapshot.context.addresses);
  const countries = useSelector(book, (snapshot) => snapshot.context.countries);
  const failed = useSelector(book, (snapshot) => snapshot.context.actionFailed);
  const pageFailed = useSelector(book, (snapshot) => snapshot.matches('failed'));
  const [editing, setEditing] = useState<Editing>(null);

  /** Sends a change and settles once the book is read again (or the change failed). */
  const settle = () => waitFor(book, (snapshot) => snapshot.matches('idle') || snapshot.matches('failed'));
  const save = ({ type, form, isDefault }: { type: AddressType; form: AddressForm; isDefault: boolean }) =>
    new Promise<void>((resolve, reject) => {
      const outcomes = [
        book.on('saved', () => done(() => {
          setEditing(null);
          resolve();
        })),
        book.on('saveFailed', () => done(() => reject(new Error(labels.actionFailed)))),
      ];
      function done(then: () => void) {
        outcomes.forEach((outcome) => outcome.unsubscribe());
        then();
      }
      book.send({ type: 'SAVE', addressId: editing?.mode === 'edit' ? editing.address.addressId : undefined, addressType: type, form, isDefault });
    });
  const confirmRemove = (address: Address) =>
    modal.open(
      confirmDialog({
        label: labels.removeTitle,
        description: labels.removeText(summaryOf(address)),
        confirmLabel: labels.remove,
        cancelLabel: labels.cancel,
        onConfirm: () => {
          book.send({ type: 'REMOVE', addressId: address.addressId });
          return settle();
        },
      }),
    );

  if (pageFailed) return <p role="alert">{labels.failed}</p>;
  if (addresses === undefined) return <p>{labels.loading}</p>;
  const accountName = effectiveAccount?.name ?? session?.accountName;
  return (
    <div className="address-book">
      {accountName ? <p className="address-book__muted">{labels.forAccount(accountName)}</p> : null}
      {failed ? <p role="alert">{labels.actionFailed}</p> : null}
      {editing ? (
        <AddressEditor key={editing.mode === 'edit' ? editing.address.addressId : 'new'} editing={editing} countries={countries} onSave={save} onCancel={() => setEditing(null)} />
      ) : (
        <button type="button" className="button address-book__add" onClick={() => setEditing({ mode: 'new' })}>
          {labels.add}
        </button>
      )}
      {TYPES.map((type) => {
        const ofType = addressesOfType(addresses, type);
        return (
          <section key={type} className="address-book__section" aria-labelledby={`addresses-${type}`}>
            <h2 id={`addresses-${type}`}>{labels[type]}</h2>
            {ofType.length === 0 ? <p className="address-book__muted">{labels.none}</p> : null}
            <ul className="address-book__list">
              {ofType.map((address) => {
                const summary = summaryOf(address);
                return (
                  <li key={address.addressId} className="address-book__card" data-testid="address">
                    <address>
                      {address.name ? <strong>{address.name}</strong> : null}
                      {address.companyName ? <span>{address.companyName}</span> : null}
                      <span>{address.street}</span>
                      <span>{[address.city, address.region, address.postalCode].filter(Boolean).join(' ')}</span>
                      <span>{address.country}</span>
                    </address>
                    {address.isDefault ? <span className="address-book__default">{labels.isDefault}</span> : null}
                    <div className="address-book__buttons">
                      <button type="button" className="button button--secondary" aria-label={labels.editLabel(summary)} onClick={() => setEditing({ mode: 'edit', address })}>
                        {labels.edit}
                      </button>
                      {address.isDefault ? null : (
                        <button type="button" className="button button--secondary" aria-label={labels.setDefaultLabel(summary)} onClick={() => book.send({ type: 'SET_DEFAULT', addressId: address.addressId })}>
                          {labels.setDefault}
                        </button>
                      )}
                      <button type="button" className="button button--secondary" aria-label={labels.removeLabel(summary)} onClick={() => confirmRemove(address)}>
                        {labels.remove}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export default function AddressBookPage() {
  usePageTitle(labels.heading);
  const { isSignedIn, sessionStatus } = useSession();
  return (
    <div className="page-container address-book-page">
      <h1>{labels.heading}</h1>
      <p>
        <Link to={footerPaths.account}>{labels.back}</Link>
      </p>
      {sessionStatus === 'loading' ? <PageLoading /> : isSignedIn ? <AddressBook /> : <SignInPrompt text={labels.signIn} />}
    </div>
  );
}
