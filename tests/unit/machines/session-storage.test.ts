import { EFFECTIVE_ACCOUNT_STORAGE_KEY, GUEST_DETAIL_STORAGE_KEYS } from '../../../machines/constants/session-locale.ts';
import {
  clearEffectiveAccount,
  readEffectiveAccount,
  readGuestDetails,
  writeEffectiveAccount,
  writeGuestDetails,
  type SessionStorageLike,
} from '../../../machines/session/storage.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const log: string[] = [];
  const storage: SessionStorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      log.push(`set ${key}`);
      items.set(key, value);
    },
    removeItem: (key) => {
      log.push(`remove ${key}`);
      items.delete(key);
    },
  };
  return { storage, items, log };
}

describe('guest details in session storage', () => {
  it('[SH-3-057][SH-3-058][SH-9-049] lastName, email and phoneNumber live under three separate keys', () => {
    const { storage, items } = memoryStorage();
    writeGuestDetails(storage, { lastName: 'Okafor', email: 'buyer@demo.test', phoneNumber: '+13125550142' });
    expect(Object.fromEntries(items)).toEqual({
      [GUEST_DETAIL_STORAGE_KEYS.lastName]: 'Okafor',
      [GUEST_DETAIL_STORAGE_KEYS.email]: 'buyer@demo.test',
      [GUEST_DETAIL_STORAGE_KEYS.phoneNumber]: '+13125550142',
    });
    expect(new Set(Object.values(GUEST_DETAIL_STORAGE_KEYS)).size).toBe(3);
    expect(readGuestDetails(storage)).toEqual({ lastName: 'Okafor', email: 'buyer@demo.test', phoneNumber: '+13125550142' });
  });

  it('[SH-3-059][SH-3-060][SH-5-026] a blank or whitespace-only value removes its stored entry', () => {
    const { storage, items, log } = memoryStorage({
      [GUEST_DETAIL_STORAGE_KEYS.lastName]: 'Okafor',
      [GUEST_DETAIL_STORAGE_KEYS.email]: 'buyer@demo.test',
      [GUEST_DETAIL_STORAGE_KEYS.phoneNumber]: '+13125550142',
    });
    writeGuestDetails(storage, { lastName: '   ', email: '', phoneNumber: '+13125550143' });
    expect(Object.fromEntries(items)).toEqual({ [GUEST_DETAIL_STORAGE_KEYS.phoneNumber]: '+13125550143' });
    expect(log).toEqual([
      `remove ${GUEST_DETAIL_STORAGE_KEYS.lastName}`,
      `remove ${GUEST_DETAIL_STORAGE_KEYS.email}`,
      `set ${GUEST_DETAIL_STORAGE_KEYS.phoneNumber}`,
    ]);
  });

  it('[SH-3-059][SH-3-060] an absent value is stored as absent', () => {
    const { storage, items } = memoryStorage({ [GUEST_DETAIL_STORAGE_KEYS.email]: 'old@demo.test' });
    writeGuestDetails(storage, { lastName: 'Okafor' });
    expect(Object.fromEntries(items)).toEqual({ [GUEST_DETAIL_STORAGE_KEYS.lastName]: 'Okafor' });
  });

  it('[SH-3-059][SH-5-026] blank stored values read as absent', () => {
    const { storage } = memoryStorage({ [GUEST_DETAIL_STORAGE_KEYS.lastName]: ' ', [GUEST_DETAIL_STORAGE_KEYS.email]: 'a@demo.test' });
    expect(readGuestDetails(storage)).toEqual({ email: 'a@demo.test' });
    expect(readGuestDetails(memoryStorage().storage)).toEqual({});
  });
});

describe('effective account in session storage', () => {
  it('[SH-4-012][SH-3-066][SH-9-048] is stored as id and name under one key', () => {
    const { storage, items } = memoryStorage();
    expect(writeEffectiveAccount(storage, { id: '001000000000003', name: 'Pacific Crest Neuro Clinic – Portland' })).toEqual({
      id: '001000000000003',
      name: 'Pacific Crest Neuro Clinic – Portland',
    });
    expect(EFFECTIVE_ACCOUNT_STORAGE_KEY).toBe('effectiveAccount');
    expect(JSON.parse(items.get(EFFECTIVE_ACCOUNT_STORAGE_KEY)!)).toEqual({ id: '001000000000003', name: 'Pacific Crest Neuro Clinic – Portland' });
    expect(readEffectiveAccount(storage)).toEqual({ id: '001000000000003', name: 'Pacific Crest Neuro Clinic – Portland' });
  });

  it.each([
    [{ id: '', name: 'Lakeshore Neurology Associates' }],
    [{ id: '001000000000001', name: '  ' }],
    [{ name: 'Lakeshore Neurology Associates' }],
    [{ id: '001000000000001' }],
  ])('[SH-4-013] is cleared when the id or the name is blank: %j', (account) => {
    const { storage, items } = memoryStorage({ [EFFECTIVE_ACCOUNT_STORAGE_KEY]: '{"id":"001000000000002","name":"Pacific Crest Health System"}' });
    expect(writeEffectiveAccount(storage, account)).toBeUndefined();
    expect(items.has(EFFECTIVE_ACCOUNT_STORAGE_KEY)).toBe(false);
  });

  it('[SH-4-012] clear removes the stored account', () => {
    const { storage, items, log } = memoryStorage({ [EFFECTIVE_ACCOUNT_STORAGE_KEY]: '{"id":"001000000000002","name":"P"}' });
    clearEffectiveAccount(storage);
    expect(items.size).toBe(0);
    expect(log).toEqual([`remove ${EFFECTIVE_ACCOUNT_STORAGE_KEY}`]);
  });

  it.each([
    ['absent', undefined],
    ['not JSON', '{oops'],
    ['blank id', '{"id":" ","name":"P"}'],
    ['blank name', '{"id":"001000000000002","name":""}'],
    ['id not text', '{"id":1,"name":"P"}'],
    ['name not text', '{"id":"001000000000002","name":true}'],
  ])('[SH-4-013] reads no effective account when the stored value is %s', (_, stored) => {
    const { storage } = memoryStorage(stored === undefined ? {} : { [EFFECTIVE_ACCOUNT_STORAGE_KEY]: stored });
    expect(readEffectiveAccount(storage)).toBeUndefined();
  });
});
