// /quick-order (accountPaths.quickOrder): order by SKU for the effective account (issue 16); guests
// are asked to sign in.
import { useApplicationContext, useSession } from '../app/store/parts.tsx';
import { PageLoading } from '../components/layout/Layout.tsx';
import { SignInPrompt } from '../components/sign-in/SignInPrompt.tsx';
import { quickOrderLabels } from '../labels/quick-order.ts';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { QuickOrderUi } from './QuickOrderUi.tsx';
import { useQuickOrder } from './useQuickOrder.ts';
import './quick-order.css';

function QuickOrderContent() {
  const { locale, requestContext } = useApplicationContext();
  const { actor, context, rows, adding } = useQuickOrder();
  return (
    <QuickOrderUi
      rows={rows}
      problems={context.problems}
      truncated={context.truncated}
      outcome={context.outcome}
      lookupFailed={context.lookupFailed}
      adding={adding}
      addFailed={context.addError !== null}
      locale={locale}
      currencyIsoCode={requestContext.currencyIsoCode ?? 'USD'}
      onSku={(id, text) => actor.send({ type: 'row.sku', id, text })}
      onQuantity={(id, text) => actor.send({ type: 'row.quantity', id, text })}
      onRemove={(id) => actor.send({ type: 'row.remove', id })}
      onMoreRows={() => actor.send({ type: 'rows.more' })}
      onList={(text, format) => actor.send({ type: 'list.read', text, format })}
      onRetryLookup={() => actor.send({ type: 'lookup.retry' })}
      onAdd={() => actor.send({ type: 'add' })}
    />
  );
}

export default function QuickOrderPage() {
  usePageTitle(quickOrderLabels.heading);
  const { isSignedIn, sessionStatus } = useSession();
  return (
    <div className="page-container quick-order-page">
      <h1>{quickOrderLabels.heading}</h1>
      {sessionStatus === 'loading' ? <PageLoading /> : isSignedIn ? <QuickOrderContent /> : <SignInPrompt text={quickOrderLabels.signIn} />}
    </div>
  );
}
