import { NO_ACCOUNT_ID } from '../../../machines/constants/session-locale.ts';
import { accountIdOrNone, isBlank, isSignedIn, toSessionContext } from '../../../machines/session/session-context.ts';

describe('session context (SH §3)', () => {
  it('[SH-3-054][SH-9-047] an account id of fifteen zeros counts as none', () => {
    expect(NO_ACCOUNT_ID).toBe('000000000000000');
    expect(accountIdOrNone('000000000000000')).toBeUndefined();
  });

  it('[SH-3-054] other account ids are kept, blank ones count as none', () => {
    expect(accountIdOrNone('001000000000001')).toBe('001000000000001');
    expect(accountIdOrNone('00000000000000')).toBe('00000000000000');
    expect(accountIdOrNone('')).toBeUndefined();
    expect(accountIdOrNone('  ')).toBeUndefined();
    expect(accountIdOrNone(null)).toBeUndefined();
    expect(accountIdOrNone(undefined)).toBeUndefined();
  });

  it('[SH-3-055][SH-4-008] signed in only when guestUser is explicitly false', () => {
    expect(isSignedIn({ guestUser: false })).toBe(true);
    expect(isSignedIn({ guestUser: true })).toBe(false);
    expect(isSignedIn({})).toBe(false);
    expect(isSignedIn({ guestUser: null as unknown as boolean })).toBe(false);
    expect(isSignedIn({ guestUser: 0 as unknown as boolean })).toBe(false);
    expect(isSignedIn(undefined)).toBe(false);
    expect(isSignedIn(null)).toBe(false);
  });

  it('[SH-3-059] blank means empty or whitespace only', () => {
    expect(isBlank(' \t\n')).toBe(true);
    expect(isBlank('')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('[SH-3-050][SH-3-051][SH-3-052][SH-3-053][SH-3-056] keeps the fields of a signed-in session', () => {
    const profile = { firstName: 'Riley', lastName: 'Chen', userName: 'multi@demo.test', email: 'multi@demo.test' };
    expect(
      toSessionContext({
        guestUser: false,
        accountId: '001000000000002',
        accountName: 'Pacific Crest Health System',
        userId: '005000000000002',
        profile,
        buyerGroups: [{ id: '0ZI000000000001', name: 'Neuro Global USA Buyers' }],
        guestUserDetails: { email: 'x@demo.test' },
        effectiveAccountId: '001000000000003',
        isPreview: true,
        isAnonymousPreview: true,
      }),
    ).toEqual({
      guestUser: false,
      signedIn: true,
      accountId: '001000000000002',
      accountName: 'Pacific Crest Health System',
      userId: '005000000000002',
      profile,
      buyerGroups: [{ id: '0ZI000000000001', name: 'Neuro Global USA Buyers' }],
      guestUserDetails: { email: 'x@demo.test' },
      effectiveAccountId: '001000000000003',
      isPreview: true,
      isAnonymousPreview: true,
    });
  });

  it('[SH-3-054][SH-3-055][SH-3-056] a guest session: no account, not signed in, preview flags false', () => {
    expect(
      toSessionContext({ guestUser: true, accountId: NO_ACCOUNT_ID, accountName: null, effectiveAccountId: NO_ACCOUNT_ID, buyerGroups: null }),
    ).toEqual({
      guestUser: true,
      signedIn: false,
      accountId: undefined,
      accountName: undefined,
      userId: undefined,
      profile: undefined,
      buyerGroups: [],
      guestUserDetails: undefined,
      effectiveAccountId: undefined,
      isPreview: false,
      isAnonymousPreview: false,
    });
  });
});
