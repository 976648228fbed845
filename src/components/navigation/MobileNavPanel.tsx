// The mobile navigation panel (SH §4 "Mobile navigation"): the whole menu as one drill-down list in
// a 20rem side panel (tablets) or a full-screen one (phones), shown while the hamburger's machine
// says open. Loaded when the hamburger is first used (PX-05-020).
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { NavItem } from '../../../machines/navigation/nav-items.ts';
import { widgetLabels } from '../../labels/widgets.ts';
import { trapTab } from '../widgets/focus.ts';
import { useAppLauncher } from './AppLauncher.tsx';
import { DrillDownList } from './DrillDownList.tsx';
import { usePerformNavigation } from './navigate.ts';
import { MobileNavPanelUi, type MobileVariant } from './NavigationMenuUi.tsx';

export interface MobileNavPanelProps {
  panelId: string;
  items: NavItem[];
  variant: MobileVariant;
  showBackLabel: boolean;
  itemLimit?: number;
  basePath: string;
  onClose(): void;
}

export function MobileNavPanel({ panelId, items, variant, showBackLabel, itemLimit, basePath, onClose }: MobileNavPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onNavigate = usePerformNavigation(basePath);
  const onShowAppLauncher = useAppLauncher();

  useEffect(() => {
    // The page behind a modal panel does not scroll.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (panelRef.current && trapTab(event, panelRef.current)) return;
    // Escape inside the list is the drill-down's (back one level, or close at the first).
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <MobileNavPanelUi panelId={panelId} variant={variant} panelRef={panelRef} closeRef={closeRef} onClose={onClose} onKeyDown={onKeyDown}>
      <DrillDownList
        items={items}
        itemLimit={itemLimit}
        showBackLabel={showBackLabel}
        basePath={basePath}
        rootLabel={widgetLabels.navigation.mainMenu}
        focusFirst
        onNavigate={onNavigate}
        onClose={onClose}
        onShowAppLauncher={onShowAppLauncher}
      />
    </MobileNavPanelUi>
  );
}
