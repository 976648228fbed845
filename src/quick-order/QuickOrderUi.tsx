// The quick-order page from props only (PX-18-002..PX-18-005): the rows with what each SKU turned
// out to be, the paste and CSV readers with the lines they could not read, and 'Add to cart'.
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { QUICK_ORDER_MAX_LINES, QUICK_ORDER_MESSAGES } from '../../machines/constants/self-service.ts';
import type { LineProblem } from '../../machines/quick-order/parse-lines.ts';
import type { QuickOrderOutcome } from '../../machines/quick-order/quick-order.machine.ts';
import type { Row, RowState } from '../../machines/quick-order/rows.ts';
import { formatMoney } from '../../machines/pricing/money.ts';
import { quantityProblemText } from '../labels/catalogue.ts';
import { fromLinesText, problemLineText, quickOrderLabels as labels } from '../labels/quick-order.ts';
import { TwoColumns } from '../components/layout/LayoutGrid.tsx';
import { localMessage } from '../i18n/translate.ts';

export interface QuickOrderUiProps {
  rows: Array<{ row: Row; state: RowState }>;
  problems: LineProblem[];
  truncated: string | null;
  outcome: QuickOrderOutcome | null;
  lookupFailed: boolean;
  adding: boolean;
  addFailed: boolean;
  locale: string;
  currencyIsoCode: string;
  onSku(id: number, text: string): void;
  onQuantity(id: number, text: string): void;
  onRemove(id: number): void;
  onMoreRows(): void;
  onList(text: string, format: 'paste' | 'csv'): void;
  onRetryLookup(): void;
  onAdd(): void;
}

function StatusText({ state }: { state: RowState }) {
  switch (state.kind) {
    case 'empty':
      return null;
    case 'pending':
      return <span className="quick-order__status">{labels.looking}</span>;
    case 'unknown':
      return (
        <>
          <span className="quick-order__status quick-order__status--bad">{labels.unknown}</span>
          <span className="quick-order__note">{localMessage(QUICK_ORDER_MESSAGES.unknownSkuHelp)}</span>
        </>
      );
    case 'notOrderable':
      return <span className="quick-order__status quick-order__status--bad">{labels.notOrderable}</span>;
    case 'badQuantity':
      return <span className="quick-order__status quick-order__status--bad">{quantityProblemText(state.problem)}</span>;
    case 'ready': {
      const { availability } = state.product;
      return (
        <span className="quick-order__status quick-order__status--ok">
          {availability.status === 'inStock' ? labels.inStock(availability.available) : labels.availabilityUnknown}
        </span>
      );
    }
  }
}

function RowUi({ index, row, state, props }: { index: number; row: Row; state: RowState; props: QuickOrderUiProps }) {
  const number = index + 1;
  const product = state.kind === 'ready' || state.kind === 'notOrderable' || state.kind === 'badQuantity' ? state.product : null;
  const bad = state.kind === 'unknown' || state.kind === 'notOrderable' || state.kind === 'badQuantity';
  const noteId = `quick-order-note-${row.id}`;
  return (
    <li className={`quick-order__row${bad ? ' quick-order__row--bad' : ''}`} data-testid="quick-order-row">
      <div className="quick-order__inputs">
        <label className="quick-order__field">
          <span className="visually-hidden">{labels.skuFor(number)}</span>
          <input
            className="quick-order__sku"
            value={row.sku}
            placeholder={labels.sku}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={bad && state.kind !== 'badQuantity' ? true : undefined}
            aria-describedby={noteId}
            onChange={(event) => props.onSku(row.id, event.target.value)}
          />
        </label>
        <label className="quick-order__field quick-order__field--qty">
          <span className="visually-hidden">{labels.quantityFor(number)}</span>
          <input
            className="quick-order__qty"
            inputMode="numeric"
            value={row.quantity}
            aria-invalid={state.kind === 'badQuantity' ? true : undefined}
            aria-describedby={noteId}
            onChange={(event) => props.onQuantity(row.id, event.target.value)}
          />
        </label>
        <button type="button" className="button button--secondary quick-order__remove" aria-label={labels.removeRow(number)} onClick={() => props.onRemove(row.id)}>
          {labels.remove}
        </button>
      </div>
      <div className="quick-order__info" id={noteId}>
        {product ? (
          <span className="quick-order__product">
            <Link to={`/product/${product.productId}`}>{product.name}</Link>
            {product.unitPrice ? <span className="quick-order__price"> · {formatMoney(product.unitPrice, props.currencyIsoCode, props.locale)}</span> : null}
          </span>
        ) : null}
        <StatusText state={state} />
        {row.lineNumbers.length > 0 ? <span className="quick-order__from">{fromLinesText(row.lineNumbers)}</span> : null}
        {row.notes.map((note) => (
          <span key={note} className="quick-order__note">
            {localMessage(note)}
          </span>
        ))}
      </div>
    </li>
  );
}

function ListReaders({ onList }: Pick<QuickOrderUiProps, 'onList'>) {
  const [text, setText] = useState('');
  const [fileFailed, setFileFailed] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const pasteId = useId();
  const fileId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    onList(text, 'paste');
    setText('');
  };
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileFailed(false);
    file.text().then(
      (content) => {
        onList(content, 'csv');
        if (fileRef.current) fileRef.current.value = '';
      },
      () => setFileFailed(true),
    );
  };
  return (
    <TwoColumns className="quick-order__readers">
      <form className="quick-order__reader" onSubmit={submit} aria-labelledby={`${pasteId}-h`}>
        <h2 id={`${pasteId}-h`}>{labels.pasteHeading}</h2>
        <p id={`${pasteId}-help`}>{labels.pasteHelp}</p>
        <label htmlFor={pasteId}>{labels.pasteLabel}</label>
        <textarea id={pasteId} rows={5} value={text} aria-describedby={`${pasteId}-help`} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="button button--secondary">
          {labels.pasteCheck}
        </button>
      </form>
      <div className="quick-order__reader">
        <h2 id={`${fileId}-h`}>{labels.uploadHeading}</h2>
        <p id={`${fileId}-help`}>{labels.uploadHelp}</p>
        <label htmlFor={fileId}>{labels.uploadLabel}</label>
        <input id={fileId} ref={fileRef} type="file" accept=".csv,text/csv,text/plain" aria-describedby={`${fileId}-help`} onChange={upload} />
        {fileFailed ? <p role="alert">{labels.uploadFailed}</p> : null}
      </div>
    </TwoColumns>
  );
}

export function QuickOrderUi(props: QuickOrderUiProps) {
  const ready = props.rows.filter(({ state }) => state.kind === 'ready').length;
  const full = props.rows.length >= QUICK_ORDER_MAX_LINES;
  // PX-76-004: when an Add to cart ends, focus leaves the button it disabled: to what was not added
  // (or the failure), else to the first SKU field, ready for the next order.
  const outcomeRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLOListElement>(null);
  const wasAdding = useRef(props.adding);
  useEffect(() => {
    if (wasAdding.current && !props.adding) {
      const problem = outcomeRef.current?.querySelector<HTMLElement>('[data-focus-after-add]');
      (problem ?? rowsRef.current?.querySelector<HTMLInputElement>('.quick-order__sku'))?.focus();
    }
    wasAdding.current = props.adding;
  }, [props.adding]);
  return (
    <div className="quick-order">
      <p>{labels.intro}</p>
      <ListReaders onList={props.onList} />
      {props.problems.length > 0 || props.truncated ? (
        <section className="quick-order__problems" role="alert" aria-labelledby="quick-order-problems">
          <h2 id="quick-order-problems">{labels.problemsHeading(props.problems.length)}</h2>
          <ul>
            {props.problems.map((problem) => (
              <li key={problem.lineNumber}>{problemLineText(problem.lineNumber, problem.text, localMessage(problem.message))}</li>
            ))}
            {props.truncated ? <li>{localMessage(props.truncated)}</li> : null}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="quick-order-rows" className="quick-order__rows-section">
        <h2 id="quick-order-rows">{labels.rowsHeading}</h2>
        {props.lookupFailed ? (
          <p role="alert" className="quick-order__lookup-failed">
            {labels.lookupFailed}{' '}
            <button type="button" className="button button--secondary" onClick={props.onRetryLookup}>
              {labels.retryLookup}
            </button>
          </p>
        ) : null}
        <ol ref={rowsRef} className="quick-order__rows">
          {props.rows.map(({ row, state }, index) => (
            <RowUi key={row.id} index={index} row={row} state={state} props={props} />
          ))}
        </ol>
        {full ? (
          <p>{labels.rowsFull(QUICK_ORDER_MAX_LINES)}</p>
        ) : (
          <button type="button" className="button button--secondary" onClick={props.onMoreRows}>
            {labels.moreRows}
          </button>
        )}
      </section>
      <div className="quick-order__actions">
        <p aria-live="polite">{labels.summary(ready)}</p>
        <button type="button" className="button" disabled={ready === 0 || props.adding} aria-busy={props.adding} onClick={props.onAdd}>
          {props.adding ? labels.adding : labels.addToCart}
        </button>
      </div>
      <div ref={outcomeRef} aria-live="polite" className="quick-order__outcome">
        {props.addFailed ? (
          <p role="alert" tabIndex={-1} data-focus-after-add>
            {labels.addFailed}
          </p>
        ) : null}
        {/* PX-70-007: the success is the toast the machine emits (PX-42-005), told once. */}
        {props.outcome && props.outcome.failed.length > 0 ? (
          <section aria-labelledby="quick-order-failed">
            <h2 id="quick-order-failed" tabIndex={-1} data-focus-after-add>{labels.failedHeading(props.outcome.failed.length)}</h2>
            <ul>
              {props.outcome.failed.map((line) => (
                <li key={line.sku}>
                  {line.sku}: {localMessage(line.message)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
