// Promo banners by buyer group (SH §6 "Promo banners").
import type { Wire } from '../wire.ts';

export interface PromoBanner {
  id: string;
  buyerGroupName: string;
  buyerGroupId?: string;
  title: string;
  text: string;
  variant?: string;
  effectiveFrom?: string;
}

/** What a banner reads of a buyer group of the session: its name (the contract's BuyerGroupRef). */
export type BuyerGroupRef = Pick<Wire['BuyerGroupRef'], 'name'>;

/**
 * SH-6-011..SH-6-013: a banner is visible to members of the buyer group it names; a member of
 * several groups whose banners carry the same title and text sees that notice once (PX-05-003).
 * Order follows the banner list; guests have no buyer groups and see none; one the buyer dismissed
 * this session is left out (PX-70-009).
 */
export function visiblePromoBanners(
  banners: readonly PromoBanner[],
  groups: readonly BuyerGroupRef[] | null | undefined,
  dismissed: ReadonlySet<string> = new Set(),
): PromoBanner[] {
  const names = new Set(groups?.map((group) => group.name));
  const seen = new Set<string>();
  const visible: PromoBanner[] = [];
  for (const banner of banners) {
    if (!names.has(banner.buyerGroupName) || dismissed.has(banner.id)) continue;
    const key = `${banner.title}\u0000${banner.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    visible.push(banner);
  }
  return visible;
}
