// PX-70-009: promo banners the buyer dismissed stay dismissed for the browser session (this tab), both
// for the application and for index.html's early script, which would otherwise paint them again.
export const DISMISSED_BANNERS_KEY = 'krm.promoBanners.dismissed';

/** The ids dismissed in this session; anything unreadable counts as none. */
export function readDismissedBanners(storage: Pick<Storage, 'getItem'> | undefined): Set<string> {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(DISMISSED_BANNERS_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Adds a dismissed id; a storage that refuses the write (full, private mode) keeps it for this page only. */
export function rememberDismissedBanner(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, id: string): Set<string> {
  const dismissed = readDismissedBanners(storage);
  dismissed.add(id);
  try {
    storage?.setItem(DISMISSED_BANNERS_KEY, JSON.stringify([...dismissed]));
  } catch {
    // The banner still goes for this page.
  }
  return dismissed;
}
