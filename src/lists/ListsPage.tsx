// /mylists, the named page Wishlist (SH-2-015, CC-2-003): the effective account's lists, each with its
// products; create, rename, delete, choose the default, remove a product, add one or all to the
// cart, kept in the list unless the buyer ticks the removal (PX-18-020..PX-18-022, PX-69-006); a sign-in prompt for guests.
import { useFocusWhen } from '../components/widgets/focus-after.ts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { listNameProblem, type MoveOutcome } from '../../machines/lists/lists.ts';
import type { Wire } from '../../machines/wire.ts';
import { useSession } from '../app/store/parts.tsx';
import { PageLoading } from '../components/layout/Layout.tsx';
import { usePageTitle } from '../components/layout/usePageTitle.ts';
import { confirmDialog } from '../components/modal/confirmDialog.tsx';
import { useModal } from '../components/modal/ModalProvider.tsx';
import { SignInPrompt } from '../components/sign-in/SignInPrompt.tsx';
import { listsLabels as labels } from '../labels/lists.ts';
import { useLists, type ListView } from './useLists.ts';
import './lists.css';

type Actions = ReturnType<typeof useLists>['actions'];

function NameForm({ label, submitLabel, initial, others, ownId, onSubmit, onCancel }: {
  label: string;
  submitLabel: string;
  initial: string;
  others: { id: string; name: string }[];
  ownId?: string;
  onSubmit(name: string): Promise<unknown>;
  onCancel?(): void;
}) {
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `list-name-${ownId ?? 'new'}`;
  // PX-76-004: a refused name or a failed change sends focus back to the name (the busy button dropped it).
  const input = useFocusWhen<HTMLInputElement>(problem);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = listNameProblem(name, others, ownId);
    setProblem(found);
    if (found) return;
    setBusy(true);
    onSubmit(name)
      .then(() => setName(''))
      .catch(() => setProblem(labels.actionFailed))
      .finally(() => setBusy(false));
  };
  return (
    <form className="lists__name-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>{label}</label>
      <input ref={input} id={id} value={name} maxLength={255} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} onChange={(event) => setName(event.target.value)} />
      {problem ? (
        <p id={`${id}-problem`} className="lists__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="lists__buttons">
        <button type="submit" className="button" aria-busy={busy} disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {labels.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function ListCard({ list, lists, isDefault, actions }: { list: ListView; lists: ListView[]; isDefault: boolean; actions: Actions }) {
  const modal = useModal();
  const [renaming, setRenaming] = useState(false);
  const [notice, setNotice] = useState<{ moved: number; removed: boolean; failed: MoveOutcome['failed'] } | { error: true } | null>(null);
  // PX-69-006: a reorder list keeps its products unless the buyer asks otherwise.
  const [removeAfter, setRemoveAfter] = useState(false);
  const { summary, items } = list;
  const headingId = `list-${summary.id}`;
  const run = (work: Promise<unknown>) => work.catch(() => setNotice({ error: true }));
  const move = (chosen: Wire['WishlistItem'][]) =>
    run(actions.move(summary.id, chosen, removeAfter).then((outcome) => setNotice({ moved: outcome.moved.length, removed: removeAfter, failed: outcome.failed })));
  const confirmRemove = () =>
    modal.open(
      confirmDialog({
        label: labels.removeTitle(summary.name),
        description: labels.removeText,
        confirmLabel: labels.removeConfirm,
        cancelLabel: labels.cancel,
        onConfirm: () => run(actions.remove(summary.id)),
      }),
    );
  return (
    <section className="lists__card" aria-labelledby={headingId} data-testid="wishlist">
      <div className="lists__card-head">
        <h2 id={headingId} tabIndex={-1}>
          {summary.name}
        </h2>
        {isDefault ? <span className="lists__default">{labels.isDefault}</span> : null}
        <span className="lists__count">{labels.products(summary.wishlistProductCount)}</span>
      </div>
      {renaming ? (
        <NameForm
          label={labels.renameLabel(summary.name)}
          submitLabel={labels.save}
          initial={summary.name}
          others={lists.map((other) => other.summary)}
          ownId={summary.id}
          onSubmit={(name) => actions.rename(summary.id, name).then(() => setRenaming(false))}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <div className="lists__buttons">
          <button type="button" className="button button--secondary" onClick={() => setRenaming(true)}>
            {labels.rename}
          </button>
          {isDefault ? null : (
            <button type="button" className="button button--secondary" onClick={() => void run(actions.makeDefault(summary.id))}>
              {labels.makeDefault}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={confirmRemove}>
            {labels.remove}
          </button>
          {items.length > 0 ? (
            <button type="button" className="button" onClick={() => void move(items)}>
              {labels.moveAll}
            </button>
          ) : null}
        </div>
      )}
      {items.length > 0 ? (
        <label className="lists__remove-after">
          <input type="checkbox" checked={removeAfter} onChange={(event) => setRemoveAfter(event.target.checked)} /> {labels.removeAfter}
        </label>
      ) : null}
      <div aria-live="polite">
        {notice && 'error' in notice ? <p role="alert">{labels.actionFailed}</p> : null}
        {notice && 'moved' in notice && notice.moved > 0 ? <p>{notice.removed ? labels.moved(notice.moved) : labels.added(notice.moved)}</p> : null}
        {notice && 'moved' in notice && notice.failed.length > 0 ? (
          <ul className="lists__problem">
            {notice.failed.map(({ item, message }) => (
              <li key={item.wishlistItemId}>{labels.notMoved(item.name, message)}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="lists__muted">{labels.empty}</p>
      ) : (
        <ul className="lists__items">
          {items.map((item) => (
            <li key={item.wishlistItemId} className="lists__item">
              <span className="lists__item-name">
                <Link to={`/product/${item.productId}`}>{item.name}</Link>
                <span className="lists__muted"> {item.sku}</span>
              </span>
              <span className="lists__buttons">
                <button type="button" className="button button--secondary" aria-label={labels.moveOne(item.name)} onClick={() => void move([item])}>
                  {labels.moveOneShort}
                </button>
                <button type="button" className="button button--secondary" aria-label={labels.removeItem(item.name)} onClick={() => void run(actions.removeItem(summary.id, item))}>
                  {labels.removeItemShort}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ListsContent() {
  const { load, lists, defaultId, actions } = useLists();
  // PX-76-004: a list just created takes focus (its heading) once the lists are read again.
  const [createdAfter, setCreatedAfter] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    const created = createdAfter && lists.find((list) => !createdAfter.has(list.summary.id));
    if (!created) return;
    document.getElementById(`list-${created.summary.id}`)?.focus();
    setCreatedAfter(null);
  }, [lists, createdAfter]);
  const create = (name: string) => {
    const known = new Set(lists.map((list) => list.summary.id));
    return actions.create(name).then(() => setCreatedAfter(known));
  };
  if (load.status === 'loading') return <p className="lists__muted">{labels.loading}</p>;
  if (load.status === 'failed') return <p role="alert">{labels.failed}</p>;
  return (
    <div className="lists" data-testid={lists.length > 0 ? 'wishlists' : undefined}>
      <section className="lists__create" aria-labelledby="lists-create">
        <h2 id="lists-create">{labels.createHeading}</h2>
        <NameForm label={labels.name} submitLabel={labels.create} initial="" others={lists.map((list) => list.summary)} onSubmit={create} />
      </section>
      {lists.length === 0 ? <p>{labels.none}</p> : null}
      {lists.map((list) => (
        <ListCard key={list.summary.id} list={list} lists={lists} isDefault={list.summary.id === defaultId} actions={actions} />
      ))}
    </div>
  );
}

export default function ListsPage() {
  usePageTitle(labels.heading);
  const { isSignedIn, sessionStatus } = useSession();
  return (
    <section className="page-container page" aria-labelledby="lists-title">
      <h1 id="lists-title">{labels.heading}</h1>
      {sessionStatus === 'loading' ? <PageLoading /> : isSignedIn ? <ListsContent /> : <SignInPrompt text={labels.signIn} />}
    </section>
  );
}
