// Pieces the order history and the invoices list share: the filter form with its date range fields and
// buttons, and a load failure with Try again.
import { useEffect, useRef, type ReactNode } from 'react';
import type { DateRange } from '../../machines/orders/order-filters.ts';
import { ordersLabels } from '../labels/orders.ts';
import { localMessage } from '../i18n/translate.ts';

/** PX-76-004: which of the form's buttons the list was just re-read by; it takes focus again in the new form. */
export type FilterAction = 'apply' | 'clear';

/** The filter action a navigation's state carries (the pages navigate with `{ filterAction }`), if any. */
export function filterActionOf(state: unknown): FilterAction | undefined {
  const action = typeof state === 'object' && state !== null ? (state as { filterAction?: unknown }).filterAction : undefined;
  return action === 'apply' || action === 'clear' ? action : undefined;
}

function DateRangeFieldsUi({ range, focus }: { range: DateRange; focus?: FilterAction }) {
  const apply = useRef<HTMLButtonElement>(null);
  const clear = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    (focus === 'apply' ? apply : focus === 'clear' ? clear : undefined)?.current?.focus();
  }, [focus]);
  return (
    <>
      <label className="account-field">
        <span>{ordersLabels.from}</span>
        <input type="date" name="from" defaultValue={range.from} />
      </label>
      <label className="account-field">
        <span>{ordersLabels.to}</span>
        <input type="date" name="to" defaultValue={range.to} />
      </label>
      <div className="account-filters__actions">
        <button ref={apply} type="submit" className="button">
          {ordersLabels.apply}
        </button>
        <button ref={clear} type="reset" className="button button--secondary">
          {ordersLabels.clear}
        </button>
      </div>
    </>
  );
}

/** A list's filter form: its own fields first, then the date range and the buttons; Clear resets through onClear. */
export function FilterFormUi({ label, range, focus, onFilter, onClear, children }: { label: string; range: DateRange; focus?: FilterAction; onFilter(field: (name: string) => string): void; onClear(): void; children?: ReactNode }) {
  return (
    <form
      className="account-filters"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onFilter(formFields(event.currentTarget));
      }}
      onReset={(event) => {
        event.preventDefault();
        onClear();
      }}
    >
      {children}
      <DateRangeFieldsUi range={range} focus={focus} />
    </form>
  );
}

export function LoadFailedUi({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="account-alert" role="alert">
      <p>{localMessage(message)}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {ordersLabels.tryAgain}
        </button>
      )}
    </div>
  );
}

/** The form's text fields, trimmed. */
function formFields(form: HTMLFormElement): (name: string) => string {
  const data = new FormData(form);
  return (name) => String(data.get(name) ?? '').trim();
}
