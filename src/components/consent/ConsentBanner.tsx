// The consent banner bound to its machine and to the stored choice (PX-06-023, PX-06-024): a
// decision is written with writeCookieConsent (the activity tracker follows it through the consent
// event) and the visitor cookie of the recommendations service is created or removed at once by the
// consent cookie rule (CC-4-026, CC-4-027). Focus: a reopened banner takes it; after a choice it
// goes back to where it came from, else to the main content.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useRef, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { consentBannerMachine } from '../../../machines/consent/consent-banner.machine.ts';
import type { ConsentChoice } from '../../../machines/consent/consent-choice.ts';
import { applyRecommendationsCookie, readCookieConsent, writeCookieConsent } from '../../analytics/consent.ts';
import { dispatchInteraction } from '../../analytics/dispatch.ts';
import { setConsentInteraction } from '../../analytics/payloads.ts';
import { consentLabels } from '../../labels/consent.ts';
import { ConsentBannerUi } from './ConsentBannerUi.tsx';

interface ConsentBannerProps {
  /** Counts the buyer's requests to reopen the banner ('Cookie preferences'); each new value reopens it. */
  openRequests: number;
}

type FocusTarget = 'heading' | 'switch' | 'customise';

/** The html class and custom property that keep the page's end clear of the docked banner. */
const OPEN_CLASS = 'krm-consent-open';
const HEIGHT_PROPERTY = '--consent-banner-height';

function storeChoice(consent: ConsentChoice): void {
  try {
    writeCookieConsent(consent);
  } catch {
    // Storage can be full or blocked; the choice still applies to this page.
  }
  applyRecommendationsCookie(consent);
  dispatchInteraction(setConsentInteraction(consent));
}

function ConsentBanner({ openRequests }: ConsentBannerProps) {
  const actor = useActorRef(consentBannerMachine, { input: { stored: readCookieConsent() } });
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const view = useSelector(actor, (snapshot) => (snapshot.matches({ open: 'details' }) ? 'details' : 'summary'));
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const regionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const customiseRef = useRef<HTMLButtonElement>(null);
  const firstSwitchRef = useRef<HTMLInputElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const handledRequests = useRef(0);

  useEffect(() => {
    const decided = actor.on('decided', ({ consent }) => storeChoice(consent));
    const closed = actor.on('closed', () => {
      const region = regionRef.current;
      const active = document.activeElement;
      const focusInside = region !== null && (active === null || active === document.body || region.contains(active));
      if (!focusInside) return;
      const back = returnFocus.current;
      if (back && back.isConnected && !region.contains(back)) back.focus();
      else document.getElementById('main')?.focus({ preventScroll: true });
    });
    return () => {
      decided.unsubscribe();
      closed.unsubscribe();
    };
  }, [actor]);

  // 'Cookie preferences': reopen with the stored choice and take focus.
  useEffect(() => {
    if (openRequests === handledRequests.current) return;
    handledRequests.current = openRequests;
    pendingFocus.current = 'heading';
    actor.send({ type: 'REOPEN' });
  }, [actor, openRequests]);

  // Focus moves with the view once it is rendered.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const element = target === 'heading' ? headingRef.current : target === 'switch' ? firstSwitchRef.current : customiseRef.current;
    if (!element) return;
    pendingFocus.current = null;
    element.focus();
  });

  // Keep the page's end (and a focused element) clear of the banner while it shows.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const region = regionRef.current;
    if (!open || !region) return;
    root.classList.add(OPEN_CLASS);
    // PX-56-002: measured when the observer reports, after the frame's own layout and before its paint,
    // not in the commit, where reading the height forced a layout of the whole page (the first screen's
    // longest task). Without an observer, at once.
    const measure = () => root.style.setProperty(HEIGHT_PROPERTY, `${region.offsetHeight}px`);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (observer) observer.observe(region);
    else measure();
    return () => {
      observer?.disconnect();
      root.classList.remove(OPEN_CLASS);
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [open]);

  const onFocusEnter = useCallback((event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocus.current = from;
  }, []);

  if (!open) return null;
  return (
    <ConsentBannerUi
      view={view}
      draft={draft}
      regionRef={regionRef}
      headingRef={headingRef}
      customiseRef={customiseRef}
      firstSwitchRef={firstSwitchRef}
      privacyLink={<Link to={consentLabels.privacyHref}>{consentLabels.privacyLink}</Link>}
      onAcceptAll={() => actor.send({ type: 'ACCEPT_ALL' })}
      onEssentialOnly={() => actor.send({ type: 'ESSENTIAL_ONLY' })}
      onCustomise={() => {
        pendingFocus.current = 'switch';
        actor.send({ type: 'CUSTOMISE' });
      }}
      onBack={() => {
        pendingFocus.current = 'customise';
        actor.send({ type: 'BACK' });
      }}
      onToggle={(category) => actor.send({ type: 'TOGGLE', category })}
      onSave={() => actor.send({ type: 'SAVE' })}
      onEscape={() => actor.send({ type: 'DISMISS' })}
      onFocusEnter={onFocusEnter}
    />
  );
}

export default ConsentBanner;
