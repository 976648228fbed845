// A help tip (SH §9 "Tooltip pad top 16, minimum width 75px"): a small button beside a field that shows
// a short explanation under it, by click, tap or Enter/Space, and hides it with Escape, a second press
// or when focus leaves; the explanation describes the button while it shows.
import { useId, useState, type KeyboardEvent } from 'react';
import './help-tip.css';

export function HelpTip({ label, children }: { label: string; children: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Escape closes the tip, not the dialog or step around it.
    event.stopPropagation();
    setOpen(false);
  };
  return (
    <span className="krm-helptip" onKeyDown={close}>
      <button type="button" className="krm-helptip__button" aria-label={label} aria-expanded={open} aria-describedby={open ? id : undefined} onClick={() => setOpen((shown) => !shown)} onBlur={() => setOpen(false)}>
        ?
      </button>
      {open ? (
        <span role="tooltip" id={id} className="krm-helptip__bubble">
          {children}
        </span>
      ) : null}
    </span>
  );
}
