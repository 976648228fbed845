// Pages of a list whose page tokens live in the address (PX-15-006): the tokens of the pages before
// are kept in the history entry's state, so Previous works after a reload and Back too; a page opened
// from a pasted address has no such state and goes back by the list's previousPageToken (PX-23-004).
// The first page has one address, the list's without a page (PX-32-001).
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { pageParam } from '../../machines/orders/order-filters.ts';
import { ordersLabels } from '../labels/orders.ts';

interface PagerState {
  previous?: string[];
}

export interface PagerProps {
  current: string;
  next: string | null | undefined;
  /** The server's token of the page before; '' or none on the first page. */
  previousToken?: string | null;
  search: (page: string) => string;
}

export function Pager({ current, next, previousToken, search }: PagerProps) {
  const location = useLocation();
  const before = ((location.state as PagerState | null)?.previous ?? []).filter((token) => token !== current);
  if (!current && !next) return null;
  // PX-32-001: the page before the second is the first, whose address carries no page.
  const previous = pageParam(before.length > 0 ? before[before.length - 1] : previousToken);
  return (
    <nav className="account-pager" aria-label={ordersLabels.pages}>
      {current && (
        <>
          <Link to={{ search: search('') }}>{ordersLabels.first}</Link>
          <Link to={{ search: search(previous) }} state={{ previous: before.slice(0, -1) }}>
            {ordersLabels.previous}
          </Link>
        </>
      )}
      {next && (
        <Link to={{ search: search(next) }} state={{ previous: current ? [...before, current] : before }}>
          {ordersLabels.next}
        </Link>
      )}
    </nav>
  );
}

/**
 * PX-32-001: an address whose page is not one the list gives (?page=0, a negative or non-numeric page)
 * is replaced by the canonical address of the page it shows, so the same page never has two addresses.
 */
export function useCanonicalPage(): void {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('page');
  useEffect(() => {
    if (raw === null || pageParam(raw) === raw) return;
    setSearch(
      (params) => {
        const canonical = new URLSearchParams(params);
        const page = pageParam(raw);
        if (page) canonical.set('page', page);
        else canonical.delete('page');
        return canonical;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [raw, setSearch]);
}
