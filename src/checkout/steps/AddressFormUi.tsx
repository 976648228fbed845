// The fields of a new address (shipping or billing), with the regions of the chosen country for US,
// CA and AU (PX-08-013) and the countries the store ships to.
import { needsRegion, type AddressErrors, type AddressForm } from '../../../machines/checkout/address-form.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import type { AddressCountry } from '../useCheckout.ts';
import { FieldUi } from '../FieldUi.tsx';

export interface AddressFormProps {
  idPrefix: string;
  value: AddressForm;
  errors: AddressErrors;
  countries: AddressCountry[];
  phoneLabel?: string;
  onChange(value: AddressForm): void;
}

export function AddressFormUi({ idPrefix, value, errors, countries, phoneLabel = checkoutLabels.phone, onChange }: AddressFormProps) {
  const set = (field: keyof AddressForm) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value, ...(field === 'country' ? { region: '' } : {}) });
  const regions = countries.find((country) => country.isoCode === value.country)?.states ?? [];
  const text = (field: keyof AddressForm, label: string, autoComplete: string) => (
    <FieldUi id={`${idPrefix}-${field}`} label={label} error={errors[field]}>
      {(props) => <input {...props} type="text" autoComplete={autoComplete} value={value[field]} onChange={set(field)} />}
    </FieldUi>
  );
  return (
    <div className="address-form">
      <div className="address-form__pair">
        {text('firstName', checkoutLabels.firstName, 'given-name')}
        {text('lastName', checkoutLabels.lastName, 'family-name')}
      </div>
      {text('companyName', checkoutLabels.company, 'organization')}
      {text('street', checkoutLabels.street, 'street-address')}
      <div className="address-form__pair">
        {text('city', checkoutLabels.city, 'address-level2')}
        {text('postalCode', checkoutLabels.postalCode, 'postal-code')}
      </div>
      <div className="address-form__pair">
        <FieldUi id={`${idPrefix}-country`} label={checkoutLabels.country} error={errors.country}>
          {(props) => (
            <select {...props} autoComplete="country" value={value.country} onChange={set('country')}>
              {countries.map((country) => (
                <option key={country.isoCode} value={country.isoCode}>
                  {country.label}
                </option>
              ))}
            </select>
          )}
        </FieldUi>
        {needsRegion(value.country) ? (
          <FieldUi id={`${idPrefix}-region`} label={checkoutLabels.region} error={errors.region}>
            {(props) => (
              <select {...props} autoComplete="address-level1" value={value.region} onChange={set('region')}>
                <option value="">{checkoutLabels.chooseRegion}</option>
                {regions.map((region) => (
                  <option key={region.isoCode} value={region.isoCode}>
                    {region.label}
                  </option>
                ))}
              </select>
            )}
          </FieldUi>
        ) : (
          text('region', checkoutLabels.regionOptional, 'address-level1')
        )}
      </div>
      <FieldUi id={`${idPrefix}-phoneNumber`} label={phoneLabel} error={errors.phoneNumber}>
        {(props) => <input {...props} type="tel" autoComplete="tel" value={value.phoneNumber} onChange={set('phoneNumber')} />}
      </FieldUi>
    </div>
  );
}
