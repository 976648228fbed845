// Wishlists (/mylists, the named page Wishlist: SH-2-015, CC-2-003): the effective account's
// wishlists with their products; a sign-in prompt for guests.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useApi, useApplicationContext, useSession } from '../app/store/parts.tsx';
import { PageLoading } from '../components/layout/Layout.tsx';
import { accountLabels } from '../labels/shell.ts';
import { SignInPrompt } from '../components/sign-in/SignInPrompt.tsx';
import './pages.css';

interface WishlistView {
  id: string;
  name: string;
  count: number;
  items: { id: string; productId: string; name: string }[];
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; lists: WishlistView[] };

export function MyListsPage() {
  const api = useApi();
  const { requestContext } = useApplicationContext();
  const { isSignedIn, sessionStatus } = useSession();
  const labels = accountLabels;
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    if (!isSignedIn) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    (async () => {
      const summaries = await api.wishlists.list(controller.signal);
      const lists = await Promise.all(
        summaries.summaries.map(async (summary) => {
          const items = summary.wishlistProductCount > 0 ? await api.wishlists.items(summary.id, {}, controller.signal) : undefined;
          return {
            id: summary.id,
            name: summary.name,
            count: summary.wishlistProductCount,
            items: (items?.items ?? []).map((item) => ({ id: item.wishlistItemId, productId: item.productId, name: item.name })),
          };
        }),
      );
      setLoad({ status: 'ready', lists });
    })().catch(() => {
      if (!controller.signal.aborted) setLoad({ status: 'failed' });
    });
    return () => controller.abort();
  }, [api, isSignedIn, requestContext.effectiveAccountId]);

  return (
    <section className="page-container page" aria-labelledby="lists-title">
      <title>{`${labels.wishlistsTitle} — Kestrel Ridge Medical`}</title>
      <h1 id="lists-title">{labels.wishlistsTitle}</h1>
      {sessionStatus === 'loading' ? (
        <PageLoading />
      ) : !isSignedIn ? (
        <SignInPrompt text={labels.wishlistsSignInPrompt} />
      ) : load.status === 'loading' ? (
        <PageLoading />
      ) : load.status === 'failed' ? (
        <p role="alert">{labels.failed}</p>
      ) : load.lists.length === 0 ? (
        <p>{labels.noWishlists}</p>
      ) : (
        <div className="wishlists" data-testid="wishlists">
          {load.lists.map((list) => (
            <section key={list.id} className="wishlist-card" aria-labelledby={`list-${list.id}`}>
              <h2 id={`list-${list.id}`}>{list.name}</h2>
              <p className="wishlist-card__count">{labels.wishlistItems(list.count)}</p>
              {list.items.length > 0 ? (
                <ul className="wishlist-card__items">
                  {list.items.map((item) => (
                    <li key={item.id}>
                      <Link to={`/product/${item.productId}`}>{item.name}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

export default MyListsPage;
