// Where the consent banner lives in the layout (PX-06-023): its code loads only while no choice is
// stored or when the buyer asks for it again ('Cookie preferences'), so a returning buyer's page
// carries none of it.
import { useEffect, useState } from 'react';
import { hasConsentChoice } from '../../../machines/consent/consent-choice.ts';
import { CONSENT_OPEN_EVENT, readCookieConsent } from '../../analytics/consent.ts';
import { PartSlot } from '../layout/PartSlot.tsx';
import { lazyCode } from '../../app/load-code.ts';

const ConsentBanner = lazyCode(() => import('./ConsentBanner.tsx'));

export function ConsentSlot() {
  const [needed, setNeeded] = useState(() => !hasConsentChoice(readCookieConsent()));
  const [openRequests, setOpenRequests] = useState(0);

  useEffect(() => {
    const onOpen = () => {
      setNeeded(true);
      setOpenRequests((count) => count + 1);
    };
    window.addEventListener(CONSENT_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, onOpen);
  }, []);

  return needed ? (
    <PartSlot>
      <ConsentBanner openRequests={openRequests} />
    </PartSlot>
  ) : null;
}
