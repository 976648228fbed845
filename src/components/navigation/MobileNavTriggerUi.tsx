// The hamburger (SH §2 "Navigation menu"): on screen from the start, while the panel it opens loads
// on first use. Renders props only.
import type { Ref } from 'react';
import { widgetLabels } from '../../labels/widgets.ts';
import { MenuIcon } from '../widgets/icons.tsx';

const labels = widgetLabels.navigation;

export interface MobileNavTriggerUiProps {
  open: boolean;
  /** The open panel's id. */
  panelId: string;
  triggerRef: Ref<HTMLButtonElement>;
  onToggle(): void;
  /** A pointer or the focus has come to the hamburger: a use may follow. */
  onIntent(): void;
}

export function MobileNavTriggerUi({ open, panelId, triggerRef, onToggle, onIntent }: MobileNavTriggerUiProps) {
  return (
    <button
      ref={triggerRef}
      type="button"
      className="krm-mobilenav__trigger"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      aria-haspopup="dialog"
      onClick={onToggle}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <MenuIcon />
      <span className="krm-mobilenav__trigger-label">{labels.open}</span>
    </button>
  );
}
