import { useEffect, useState } from 'react';
import { storeApi } from '../api/store.ts';

type ContextSummary = { currency: string; guestBrowsing: boolean } | 'loading' | 'unavailable';

export function HomePage() {
  const [context, setContext] = useState<ContextSummary>('loading');
  useEffect(() => {
    const controller = new AbortController();
    storeApi
      .applicationContext(controller.signal)
      .then((ctx) => setContext({ currency: ctx.defaultCurrency ?? 'USD', guestBrowsing: ctx.guestBrowsingEnabled === true }))
      .catch(() => !controller.signal.aborted && setContext('unavailable'));
    return () => controller.abort();
  }, []);

  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Neurology and sensory supplies for clinics</h1>
      <p>Order EEG, EMG and audiology supplies for your account, with your negotiated prices.</p>
      <p role="status" data-testid="store-status">
        {context === 'loading' && 'Loading store settings…'}
        {context === 'unavailable' && 'Store settings are unavailable right now.'}
        {typeof context === 'object' &&
          `Prices in ${context.currency}. ${context.guestBrowsing ? 'Browse the catalogue as a guest or sign in.' : 'Sign in to browse the catalogue.'}`}
      </p>
    </section>
  );
}
