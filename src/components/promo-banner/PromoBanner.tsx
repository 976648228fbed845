// Promo banners by buyer group (SH-6-011..SH-6-013): the store's banners (fixtures/data/store.json)
// whose buyer group is one of the signed-in session's.
import { promoBanners } from '../../../fixtures/data/store.json';
import { visiblePromoBanners } from '../../../machines/layout/promo-banners.ts';
import { useSession } from '../../app/store/parts.tsx';
import { headerLabels } from '../../labels/shell.ts';
import { PromoBannerUi } from './PromoBannerUi.tsx';
import './PromoBanner.css';

export function PromoBanner() {
  const { session, isSignedIn } = useSession();
  const banners = isSignedIn ? visiblePromoBanners(promoBanners, session?.buyerGroups) : [];
  return <PromoBannerUi banners={banners} label={headerLabels.promo.region} />;
}
