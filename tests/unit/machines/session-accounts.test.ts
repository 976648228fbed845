import { EFFECTIVE_ACCOUNT_ID_REQUIRED, LOGOUT_PATH } from '../../../machines/constants/session-locale.ts';
import {
  effectiveAccountDetailRequest,
  logoutAddress,
  toEffectiveAccountDetail,
  toManagedAccount,
} from '../../../machines/session/accounts.ts';

describe('managed accounts', () => {
  it('[SH-3-061][SH-3-062][SH-3-063][SH-3-064] maps accountId, isMyAccount, accountName and keeps the address', () => {
    const address = { city: 'Seattle', country: 'US', state: 'WA', street: '900 Pine Street', zip: '98101' };
    expect(toManagedAccount({ accountId: '001000000000002', isMyAccount: true, accountName: 'Pacific Crest Health System', address })).toEqual({
      id: '001000000000002',
      isCurrentUserDefaultAccount: true,
      name: 'Pacific Crest Health System',
      address,
    });
  });

  it('[SH-3-065] absent address values are kept as returned', () => {
    const address = { city: null, country: 'US', state: null, street: null, zip: null };
    const account = toManagedAccount({ accountId: '001000000000004', isMyAccount: false, accountName: 'Pacific Crest Hearing Center – Spokane', address });
    expect(account.address).toBe(address);
    expect(account.isCurrentUserDefaultAccount).toBe(false);
    expect(toManagedAccount({ accountId: '001000000000003', isMyAccount: false, accountName: 'Portland', address: null }).address).toBeNull();
    expect('address' in toManagedAccount({ accountId: '001000000000003', isMyAccount: false, accountName: 'Portland' })).toBe(true);
  });
});

describe('effective account detail', () => {
  it('[SH-3-067][SH-3-068] parses boolean fields from text and keeps the rest', () => {
    expect(
      toEffectiveAccountDetail({
        id: '001000000000003',
        isMyAccount: false,
        fields: { Name: 'Pacific Crest Neuro Clinic – Portland', IsPartner: 'true', IsActive: 'false', Rating: null, Note: 'True' },
      }),
    ).toEqual({
      id: '001000000000003',
      isMyAccount: false,
      fields: { Name: 'Pacific Crest Neuro Clinic – Portland', IsPartner: true, IsActive: false, Rating: null, Note: 'True' },
    });
  });

  it('[SH-5-014] the request carries the id and the comma-joined fields', () => {
    expect(effectiveAccountDetailRequest('001000000000003', ['Name', 'BillingCity'])).toEqual({
      effectiveAccountId: '001000000000003',
      fields: 'Name,BillingCity',
    });
    expect(effectiveAccountDetailRequest('001000000000003')).toEqual({ effectiveAccountId: '001000000000003' });
    expect(effectiveAccountDetailRequest('001000000000003', [])).toEqual({ effectiveAccountId: '001000000000003' });
  });

  it.each([[''], ['   '], [null], [undefined]])('[SH-5-014][SH-5-015] a blank id %j is a TypeError "effective account id required"', (id) => {
    expect(EFFECTIVE_ACCOUNT_ID_REQUIRED).toBe('effective account id required');
    expect(() => effectiveAccountDetailRequest(id)).toThrow(new TypeError('effective account id required'));
    expect(() => effectiveAccountDetailRequest(id)).toThrow(TypeError);
  });
});

describe('logout address', () => {
  it.each([
    ['', '/webruntime/logout'],
    ['/', '/webruntime/logout'],
    ['/store', '/store/webruntime/logout'],
    ['/store/', '/store/webruntime/logout'],
    ['/store/s', '/store/webruntime/logout'],
    ['/store/s/', '/store/webruntime/logout'],
    ['/s', '/webruntime/logout'],
    ['/shop', '/shop/webruntime/logout'],
    ['/stores', '/stores/webruntime/logout'],
  ])('[SH-4-015] base path %j logs out at %j', (base, expected) => {
    expect(LOGOUT_PATH).toBe('/webruntime/logout');
    expect(logoutAddress(base)).toBe(expected);
  });
});
