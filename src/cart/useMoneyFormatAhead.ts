// PX-51-002 (cart), PX-56-001 (checkout): a page whose prices wait on the network makes their number
// format meanwhile, in a task of its own, so the browser's one-time cost of the first number format of
// a page load (its locale data) is not inside the render that first shows a price.
import { useEffect } from 'react';
import { prepareMoneyFormat } from '../../machines/pricing/money.ts';

export function useMoneyFormatAhead(currency: string | undefined, locale: string): void {
  useEffect(() => {
    if (!currency) return undefined;
    const timer = setTimeout(() => prepareMoneyFormat(currency, locale));
    return () => clearTimeout(timer);
  }, [currency, locale]);
}
