// The wishlist heart of the product page and the grid's cards: adds once, then shows as filled.
import type { HeartState } from '../../../machines/catalogue/wishlist-hearts.machine.ts';
import './HeartButton.css';

export type { HeartState };

export function HeartButton({ state, label, className, onAdd }: { state: HeartState; label: string; className: string; onAdd(): void }) {
  return (
    <button
      type="button"
      className={`wishlist-heart ${className}`}
      aria-disabled={state !== 'idle'}
      onClick={() => {
        if (state === 'idle') onAdd();
      }}
    >
      <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
        <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 6.9-7l.9.9.9-.9a4.9 4.9 0 0 1 6.9 7Z" fill={state === 'added' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
