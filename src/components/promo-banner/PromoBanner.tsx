// Promo banners by buyer group (SH-6-011..SH-6-013): the store's banners (fixtures/data/store.json)
// whose buyer group is one of the signed-in session's, less those the buyer dismissed this session (PX-70-009).
import { useState } from 'react';
import { promoBanners } from '../../../fixtures/data/store.json';
import { readDismissedBanners, rememberDismissedBanner } from '../../../machines/layout/dismissed-banners.ts';
import { visiblePromoBanners } from '../../../machines/layout/promo-banners.ts';
import { useSession } from '../../app/store/parts.tsx';
import { promoBannerLabels } from '../../labels/promo-banners.ts';
import { PromoBannerUi } from './PromoBannerUi.tsx';
import './PromoBanner.css';

const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export function PromoBanner() {
  const { session, isSignedIn } = useSession();
  const [dismissed, setDismissed] = useState(() => readDismissedBanners(storage()));
  const banners = isSignedIn ? visiblePromoBanners(promoBanners, session?.buyerGroups, dismissed) : [];
  const dismiss = (id: string) => {
    // The dismissed banner's button goes with it: focus moves to the next banner's, else to the page's content.
    const next = banners[banners.findIndex((banner) => banner.id === id) + 1];
    setDismissed(rememberDismissedBanner(storage(), id));
    requestAnimationFrame(() => {
      const target = next ? document.querySelector<HTMLElement>(`[data-banner-id="${next.id}"] .promo-banner__dismiss`) : document.getElementById('main');
      target?.focus();
    });
  };
  return <PromoBannerUi banners={banners} label={promoBannerLabels.region} dismissLabel={promoBannerLabels.dismiss} onDismiss={dismiss} />;
}
