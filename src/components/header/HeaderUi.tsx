// The header as props: the slots of the variant's layout in order, the search row below on tablet
// and mobile (SH-2-038..SH-2-045). Slot contents come from the data header.
import type { ReactNode } from 'react';
import type { HeaderVariant } from '../../../machines/layout/form-factor.ts';
import type { HeaderLayout, HeaderSlot } from '../../../machines/layout/header-slots.ts';
import './Header.css';

export interface HeaderUiProps {
  variant: HeaderVariant;
  layout: HeaderLayout;
  slots: Partial<Record<HeaderSlot, ReactNode>>;
  label: string;
  userKind: 'guest' | 'signedIn' | 'unknown';
  /** Slots laid out but not yet shown (kept in place, hidden and inert, until their data is known). */
  pending?: ReadonlySet<HeaderSlot>;
}

const ICON_SLOTS: ReadonlySet<HeaderSlot> = new Set(['assistant', 'wishlist', 'account', 'cart', 'country']);

function Slot({ slot, children, pending = false }: { slot: HeaderSlot; children: ReactNode; pending?: boolean }) {
  return (
    <div className={`site-header__slot site-header__slot--${slot}`} data-slot={slot} data-pending={pending || undefined} inert={pending} aria-hidden={pending || undefined}>
      {children}
    </div>
  );
}

export function HeaderUi({ variant, layout, slots, label, userKind, pending }: HeaderUiProps) {
  const leading = layout.main.filter((slot) => !ICON_SLOTS.has(slot));
  const icons = layout.main.filter((slot) => ICON_SLOTS.has(slot));
  return (
    <header className="site-header" data-variant={variant} data-user={userKind} aria-label={label} data-testid="site-header">
      <div className="site-header__inner page-container">
        <div className="site-header__bar">
          {leading.map((slot) => (
            <Slot key={slot} slot={slot} pending={pending?.has(slot)}>
              {slots[slot]}
            </Slot>
          ))}
          <div className="site-header__icons">
            {icons.map((slot) => (
              <Slot key={slot} slot={slot} pending={pending?.has(slot)}>
                {slots[slot]}
              </Slot>
            ))}
          </div>
        </div>
        {layout.below.length > 0 && (
          <div className="site-header__below">
            {layout.below.map((slot) => (
              <Slot key={slot} slot={slot}>
                {slots[slot]}
              </Slot>
            ))}
          </div>
        )}
      </div>
    </header>
  );
}
