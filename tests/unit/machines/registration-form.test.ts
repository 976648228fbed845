import {
  emptyDraft,
  firstInvalidTab,
  purchaseOrderFileError,
  registrationFiles,
  REGISTRATION_TABS,
  requiredMessage,
  toRegistrationInput,
  validateTab,
  type RegistrationDraft,
} from '../../../machines/registration/form.ts';

const PDF = { name: 'certificate.pdf', size: 2048, type: 'application/pdf' };

function completeDraft(): RegistrationDraft {
  const address = (kind: string, street: string) => ({
    [`${kind}Street`]: street,
    [`${kind}City`]: 'Chicago',
    [`${kind}PostalCode`]: '60611',
    [`${kind}Country`]: 'US',
  });
  return {
    text: {
      firstName: 'Dana',
      lastName: 'Okafor',
      email: 'buyer@demo.test',
      phone: '+13125550142',
      accountName: 'Lakeshore Neurology Associates',
      businessName: 'Lakeshore Neurology Associates LLC',
      apName: 'Accounts Payable',
      apEmail: 'ap@demo.test',
      apPhone: '+13125550100',
      invoiceEmail: 'invoices@demo.test',
      ...address('company', '1420 Harbor View Drive'),
      ...address('billTo', '1420 Harbor View Drive'),
      ...address('shipTo', '1420 Harbor View Drive'),
    },
    answers: { ediInvoicingByEmail: false, salesTaxExempt: false, purchaseForResale: false, shipOutsideCountry: false, existingCustomer: false },
    files: {},
    shipToCountries: [],
    statements: { informationAccurate: true, creditCheck: true, termsAndConditions: true },
  };
}

describe('registration tabs and validation (SH §2, SH §5)', () => {
  it('[SH-2-006] the tabs in order', () => {
    expect(REGISTRATION_TABS).toEqual([
      'basicInformation',
      'businessInformation',
      'addresses',
      'taxInformation',
      'resellerInformation',
      'authorization',
      'accountDetails',
    ]);
  });

  it('[SH-5-004][SH-3-003][SH-3-002] basic information: first name, last name, email and phone are required', () => {
    expect(validateTab('basicInformation', emptyDraft())).toEqual({
      firstName: 'First Name is required field',
      lastName: 'Last Name is required field',
      email: 'Email is required field',
      phone: 'Phone is required field',
    });
    expect(validateTab('basicInformation', completeDraft())).toEqual({});
  });

  it('[SH-5-004] whitespace-only text counts as missing', () => {
    const draft = completeDraft();
    draft.text.firstName = '   ';
    expect(validateTab('basicInformation', draft)).toEqual({ firstName: 'First Name is required field' });
  });

  it('[SH-5-004][SH-5-010][SH-5-006][SH-3-001][SH-3-007][SH-3-008][SH-3-009] business information', () => {
    expect(validateTab('businessInformation', emptyDraft())).toEqual({
      accountName: 'Account Name is required field',
      businessName: 'Business Name is required field',
      apName: 'Accounts Payable Name is required field',
      apEmail: 'Accounts Payable Email is required field',
      apPhone: 'Accounts Payable Phone is required field',
      invoiceEmail: 'Please provide email address for invoices',
      ediInvoicingByEmail: 'Please Select Yes or No.',
    });
    const draft = completeDraft();
    draft.text.invoiceEmail = ' ';
    expect(validateTab('businessInformation', draft)).toEqual({ invoiceEmail: 'Please provide email address for invoices' });
    expect(validateTab('businessInformation', completeDraft())).toEqual({});
  });

  it('[SH-5-004][SH-3-004] addresses: street, city, postal code and country of the company, bill-to and ship-to addresses', () => {
    const errors = validateTab('addresses', emptyDraft());
    expect(errors).toEqual({
      companyStreet: 'Company Street is required field',
      companyCity: 'Company City is required field',
      companyPostalCode: 'Company Postal Code is required field',
      companyCountry: 'Company Country is required field',
      billToStreet: 'Bill To Street is required field',
      billToCity: 'Bill To City is required field',
      billToPostalCode: 'Bill To Postal Code is required field',
      billToCountry: 'Bill To Country is required field',
      shipToStreet: 'Ship To Street is required field',
      shipToCity: 'Ship To City is required field',
      shipToPostalCode: 'Ship To Postal Code is required field',
      shipToCountry: 'Ship To Country is required field',
    });
    expect(validateTab('addresses', completeDraft())).toEqual({});
  });

  it('[SH-5-006][SH-5-003][SH-3-005][SH-3-013] tax information: the exemption must be answered; yes needs the tax exempt file', () => {
    expect(validateTab('taxInformation', emptyDraft())).toEqual({ salesTaxExempt: 'Please Select Yes or No.' });
    const draft = completeDraft();
    draft.answers.salesTaxExempt = true;
    expect(validateTab('taxInformation', draft)).toEqual({ taxExemptFile: 'Tax Exempt file is required, Please Upload' });
    draft.files.taxExemptFile = PDF;
    expect(validateTab('taxInformation', draft)).toEqual({});
  });

  it('[SH-5-006][SH-5-002][SH-3-010][SH-3-012] reseller information: resale needs the licence file, shipping abroad needs countries', () => {
    expect(validateTab('resellerInformation', emptyDraft())).toEqual({
      purchaseForResale: 'Please Select Yes or No.',
      shipOutsideCountry: 'Please Select Yes or No.',
    });
    const draft = completeDraft();
    draft.answers.purchaseForResale = true;
    draft.answers.shipOutsideCountry = true;
    expect(validateTab('resellerInformation', draft)).toEqual({
      resaleLicenseFile: 'Resale License File is required, Please Upload',
      shipToCountries: 'Countries Shipped To is required field',
    });
    draft.files.resaleLicenseFile = PDF;
    draft.shipToCountries = ['CA'];
    expect(validateTab('resellerInformation', draft)).toEqual({});
  });

  it('[SH-5-002][SH-5-003] a file is not needed when the answer is no, even if one was attached', () => {
    const draft = completeDraft();
    draft.files = { resaleLicenseFile: PDF, taxExemptFile: PDF };
    expect(validateTab('taxInformation', draft)).toEqual({});
    expect(validateTab('resellerInformation', draft)).toEqual({});
    expect(registrationFiles(draft)).toEqual({});
  });

  it('[SH-5-004][SH-3-014] authorization: every statement must be accepted', () => {
    expect(validateTab('authorization', emptyDraft())).toEqual({
      informationAccurate: 'Information Accurate is required field',
      creditCheck: 'Credit Check is required field',
      termsAndConditions: 'Terms and Conditions is required field',
    });
    const draft = completeDraft();
    draft.statements.creditCheck = false;
    expect(validateTab('authorization', draft)).toEqual({ creditCheck: 'Credit Check is required field' });
  });

  it('[SH-5-005][SH-5-006][SH-3-001] account details: an existing customer must enter the account number', () => {
    expect(validateTab('accountDetails', emptyDraft())).toEqual({ existingCustomer: 'Please Select Yes or No.' });
    const draft = completeDraft();
    draft.answers.existingCustomer = true;
    expect(validateTab('accountDetails', draft)).toEqual({ accountNumber: 'Please Enter the Account number' });
    draft.text.accountNumber = '  ';
    expect(validateTab('accountDetails', draft)).toEqual({ accountNumber: 'Please Enter the Account number' });
    draft.text.accountNumber = 'C-300001';
    expect(validateTab('accountDetails', draft)).toEqual({});
  });

  it('[SH-5-004] a field without a label is named by its key', () => {
    expect(requiredMessage('website')).toBe('website is required field');
  });

  it('[SH-5-008] the first invalid tab, or -1', () => {
    expect(firstInvalidTab(emptyDraft())).toBe(0);
    expect(firstInvalidTab(completeDraft())).toBe(-1);
    const draft = completeDraft();
    draft.statements.termsAndConditions = false;
    expect(firstInvalidTab(draft)).toBe(5);
    draft.answers.salesTaxExempt = undefined;
    expect(firstInvalidTab(draft)).toBe(3);
  });

  it('[SH-5-011] a purchase order file is required', () => {
    expect(purchaseOrderFileError(undefined)).toBe('Please upload a Purchase Order file');
    expect(purchaseOrderFileError(PDF)).toBeUndefined();
  });
});

describe('registration submission body', () => {
  it('[SH-3-001][SH-3-002][SH-3-003][SH-3-004][SH-3-005][SH-3-006][SH-3-007][SH-3-008][SH-3-009][SH-3-010][SH-3-011][SH-3-012][SH-3-013][SH-3-014] maps every field, trimmed, blanks to null', () => {
    const draft = completeDraft();
    draft.text = {
      ...draft.text,
      firstName: ' Dana ',
      jobTitle: 'Practice Manager',
      mobile: ' ',
      fax: '+13125550199',
      doingBusinessAs: 'Lakeshore Neuro',
      companyEmail: 'office@demo.test',
      website: 'https://lakeshore.example',
      paymentTerms: 'Net 30',
      apFax: '',
      companyProvince: 'IL',
      taxIdentificationNumber: '36-0000000',
      productsWanted: 'EEG electrodes',
      marketSoldTo: 'Clinics',
      accountNumber: ' C-300001 ',
    };
    draft.answers = { ediInvoicingByEmail: true, salesTaxExempt: true, purchaseForResale: true, shipOutsideCountry: true, existingCustomer: true };
    draft.files = { taxExemptFile: PDF, resaleLicenseFile: { ...PDF, name: 'resale.pdf' } };
    draft.shipToCountries = ['CA', 'MX'];
    draft.statements = { termsAndConditions: true, informationAccurate: true, creditCheck: true };
    const address = { street: '1420 Harbor View Drive', city: 'Chicago', postalCode: '60611', country: 'US' };
    expect(toRegistrationInput(draft)).toEqual({
      existingCustomer: true,
      accountNumber: 'C-300001',
      accountName: 'Lakeshore Neurology Associates',
      businessName: 'Lakeshore Neurology Associates LLC',
      doingBusinessAs: 'Lakeshore Neuro',
      companyAddress: { ...address, province: 'IL' },
      phone: '+13125550142',
      fax: '+13125550199',
      mobile: null,
      email: 'buyer@demo.test',
      companyEmail: 'office@demo.test',
      website: 'https://lakeshore.example',
      contact: { firstName: 'Dana', lastName: 'Okafor', jobTitle: 'Practice Manager' },
      billToAddress: { ...address, province: null },
      shipToAddress: { ...address, province: null },
      taxIdentificationNumber: '36-0000000',
      paymentTerms: 'Net 30',
      accountsPayable: { name: 'Accounts Payable', email: 'ap@demo.test', phone: '+13125550100', fax: null },
      invoiceEmail: 'invoices@demo.test',
      ediInvoicingByEmail: true,
      purchaseForResale: true,
      productsWanted: 'EEG electrodes',
      marketSoldTo: 'Clinics',
      shipOutsideCountry: true,
      shipToCountries: ['CA', 'MX'],
      salesTaxExempt: true,
      authorizationStatementsAccepted: ['informationAccurate', 'creditCheck', 'termsAndConditions'],
    });
    expect(registrationFiles(draft)).toEqual({ taxExemptFile: PDF, resaleLicenseFile: { ...PDF, name: 'resale.pdf' } });
  });

  it('[SH-3-012][SH-3-001] answers no drop the account number and the countries', () => {
    const draft = completeDraft();
    draft.text.accountNumber = 'C-300001';
    draft.shipToCountries = ['CA'];
    const body = toRegistrationInput(draft);
    expect(body.existingCustomer).toBe(false);
    expect(body.accountNumber).toBeNull();
    expect(body.shipOutsideCountry).toBe(false);
    expect(body.shipToCountries).toEqual([]);
    expect(body.ediInvoicingByEmail).toBe(false);
    expect(body.purchaseForResale).toBe(false);
    expect(body.salesTaxExempt).toBe(false);
  });

  it('[SH-3-014] only accepted statements are listed; an empty draft maps to blanks', () => {
    const draft = emptyDraft();
    draft.statements = { creditCheck: true, termsAndConditions: false };
    const body = toRegistrationInput(draft);
    expect(body.authorizationStatementsAccepted).toEqual(['creditCheck']);
    expect(body.accountName).toBe('');
    expect(body.companyAddress).toEqual({ street: '', city: '', province: null, postalCode: '', country: '' });
  });

  it('[SH-5-002][SH-5-003] files go only with a yes answer and when attached', () => {
    const draft = completeDraft();
    draft.answers.salesTaxExempt = true;
    draft.answers.purchaseForResale = true;
    expect(registrationFiles(draft)).toEqual({});
    draft.files.taxExemptFile = PDF;
    expect(registrationFiles(draft)).toEqual({ taxExemptFile: PDF });
  });
});
