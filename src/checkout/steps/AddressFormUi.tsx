// The fields of a new address (shipping or billing), with the regions of the chosen country for US,
// CA and AU (PX-08-013) and the countries the store ships to.
import { needsRegion, type AddressErrors, type AddressForm } from '../../../machines/checkout/address-form.ts';
import { checkoutLabels } from '../../labels/checkout.ts';
import type { AddressCountry } from '../useCheckout.ts';
import { FieldUi, SelectFieldUi } from '../FieldUi.tsx';
import { TwoColumns } from '../../components/layout/LayoutGrid.tsx';

export interface AddressFormProps {
  idPrefix: string;
  value: AddressForm;
  errors: AddressErrors;
  countries: AddressCountry[];
  phoneLabel?: string;
  onChange(value: AddressForm): void;
}

export function AddressFormUi({ idPrefix, value, errors, countries, phoneLabel = checkoutLabels.phone, onChange }: AddressFormProps) {
  const set = (field: keyof AddressForm) => (text: string) => onChange({ ...value, [field]: text, ...(field === 'country' ? { region: '' } : {}) });
  const regions = countries.find((country) => country.isoCode === value.country)?.states ?? [];
  const text = (field: keyof AddressForm, label: string, autoComplete: string, type = 'text') => (
    <FieldUi id={`${idPrefix}-${field}`} label={label} error={errors[field]}>
      {(props) => <input {...props} type={type} autoComplete={autoComplete} value={value[field]} onChange={(event) => set(field)(event.target.value)} />}
    </FieldUi>
  );
  return (
    <div className="address-form">
      <TwoColumns>
        {text('firstName', checkoutLabels.firstName, 'given-name')}
        {text('lastName', checkoutLabels.lastName, 'family-name')}
      </TwoColumns>
      {text('companyName', checkoutLabels.company, 'organization')}
      {text('street', checkoutLabels.street, 'street-address')}
      <TwoColumns>
        {text('city', checkoutLabels.city, 'address-level2')}
        {text('postalCode', checkoutLabels.postalCode, 'postal-code')}
      </TwoColumns>
      <TwoColumns>
        <SelectFieldUi
          id={`${idPrefix}-country`}
          label={checkoutLabels.country}
          error={errors.country}
          autoComplete="country"
          value={value.country}
          options={countries.map((country) => ({ value: country.isoCode, label: country.label }))}
          onChange={set('country')}
        />
        {needsRegion(value.country) ? (
          <SelectFieldUi
            id={`${idPrefix}-region`}
            label={checkoutLabels.region}
            error={errors.region}
            autoComplete="address-level1"
            value={value.region}
            placeholder={checkoutLabels.chooseRegion}
            options={regions.map((region) => ({ value: region.isoCode, label: region.label }))}
            onChange={set('region')}
          />
        ) : (
          text('region', checkoutLabels.regionOptional, 'address-level1')
        )}
      </TwoColumns>
      {text('phoneNumber', phoneLabel, 'tel', 'tel')}
    </div>
  );
}
