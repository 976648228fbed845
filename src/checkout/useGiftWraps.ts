// The gift-wrap products for the review step (PX-20-001, PX-20-007): read once when the store offers
// gift wrap, never otherwise; a failure is kept as its message so the rest of the step goes on.
import { useEffect, useState } from 'react';
import { giftWrapFailure } from '../../machines/checkout/gift-wrap-failure.ts';
import type { Wire } from '../../machines/wire.ts';

export type GiftWraps =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'ready'; products: Wire['ProductOverview'][] }
  | { status: 'failed'; message: string };

export type LoadGiftWraps = (signal: AbortSignal) => Promise<Wire['GiftWrapCollection']>;

export function useGiftWraps(enabled: boolean, load: LoadGiftWraps): GiftWraps {
  const [wraps, setWraps] = useState<GiftWraps>(enabled ? { status: 'loading' } : { status: 'off' });
  useEffect(() => {
    if (!enabled) {
      setWraps({ status: 'off' });
      return;
    }
    const controller = new AbortController();
    setWraps({ status: 'loading' });
    load(controller.signal).then(
      (answer) => !controller.signal.aborted && setWraps({ status: 'ready', products: answer.products }),
      (error: unknown) => !controller.signal.aborted && setWraps({ status: 'failed', message: giftWrapFailure(error) }),
    );
    return () => controller.abort();
  }, [enabled, load]);
  return wraps;
}
