// Where the consent banner lives in the layout (PX-06-023): its code loads only while no choice is
// stored or when the buyer asks for it again ('Cookie preferences'), so a returning buyer's page
// carries none of it. Docked to the window's bottom over the page, it moves nothing when it comes, so
// its code is asked for once the slot's first screen has been painted (PX-28-004), not while that
// screen renders: it then neither shares the first screen's download nor delays its paint.
import { useEffect, useState } from 'react';
import { hasConsentChoice } from '../../../machines/consent/consent-choice.ts';
import { CONSENT_OPEN_EVENT, readCookieConsent } from '../../analytics/consent.ts';
import { PartSlot } from '../layout/PartSlot.tsx';
import { nextPaint } from '../../app/after-first-paint.ts';
import { lazyCode } from '../../app/load-code.ts';

const ConsentBanner = lazyCode(() => import('./ConsentBanner.tsx'));

export function ConsentSlot() {
  const [needed, setNeeded] = useState(() => !hasConsentChoice(readCookieConsent()));
  const [openRequests, setOpenRequests] = useState(0);
  const [painted, setPainted] = useState(false);

  useEffect(() => {
    if (!needed || painted) return undefined;
    let live = true;
    void nextPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, [needed, painted]);

  useEffect(() => {
    const onOpen = () => {
      setNeeded(true);
      setOpenRequests((count) => count + 1);
    };
    window.addEventListener(CONSENT_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, onOpen);
  }, []);

  return needed && painted ? (
    <PartSlot>
      <ConsentBanner openRequests={openRequests} />
    </PartSlot>
  ) : null;
}
