// Pages of a list whose page tokens live in the address (PX-15-006): the tokens of the pages before
// are kept in the history entry's state, so Previous works after a reload and Back too; a page opened
// from a pasted address has no such state and goes back by the list's previousPageToken (PX-23-004).
import { Link, useLocation } from 'react-router';
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
  const previous = before.length > 0 ? before[before.length - 1]! : (previousToken ?? '');
  return (
    <nav className="account-pager" aria-label={ordersLabels.pages}>
      {current && (
        <>
          <Link to={{ search: search('') }}>{ordersLabels.first}</Link>
          {previous && (
            <Link to={{ search: search(previous) }} state={{ previous: before.slice(0, -1) }}>
              {ordersLabels.previous}
            </Link>
          )}
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
