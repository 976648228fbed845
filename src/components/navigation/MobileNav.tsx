// The hamburger and its panel (SH §2, SH §4 "Mobile navigation"): a 20rem side panel with an
// overlay on tablets, a full-screen panel on phones; the whole menu as one drill-down list.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { NavigationDetail } from '../../../machines/navigation/links.ts';
import { mobileNavMachine } from '../../../machines/navigation/mobile-nav.ts';
import type { NavItem } from '../../../machines/navigation/nav-items.ts';
import { widgetLabels } from '../../labels/widgets.ts';
import { trapTab } from '../widgets/focus.ts';
import { DrillDownList } from './DrillDownList.tsx';
import { MobileNavUi, type MobileVariant } from './NavigationMenuUi.tsx';

export interface MobileNavProps {
  items: NavItem[];
  variant: MobileVariant;
  showBackLabel: boolean;
  itemLimit?: number;
  basePath: string;
  onNavigate(detail: NavigationDetail): void;
  onShowAppLauncher?(): void;
}

export function MobileNav({ items, variant, showBackLabel, itemLimit, basePath, onNavigate, onShowAppLauncher }: MobileNavProps) {
  const actor = useActorRef(mobileNavMachine, { input: { hasTrigger: true } });
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const focusTarget = useSelector(actor, (snapshot) => snapshot.context.focusTarget);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // SH-4-061: closing hands focus back to the hamburger.
  useLayoutEffect(() => {
    if (focusTarget?.kind === 'trigger') triggerRef.current?.focus();
  }, [focusTarget]);

  useEffect(() => {
    if (!open) return;
    // The page behind a modal panel does not scroll.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (panelRef.current && trapTab(event, panelRef.current)) return;
    // Escape inside the list is the drill-down's (back one level, or close at the first).
    if (event.key === 'Escape') {
      event.preventDefault();
      actor.send({ type: 'CLOSE' });
    }
  };

  return (
    <MobileNavUi
      open={open}
      variant={variant}
      triggerRef={triggerRef}
      panelRef={panelRef}
      closeRef={closeRef}
      onToggle={() => actor.send({ type: 'TOGGLE' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
      onKeyDown={onKeyDown}
    >
      <DrillDownList
        items={items}
        itemLimit={itemLimit}
        showBackLabel={showBackLabel}
        basePath={basePath}
        rootLabel={widgetLabels.navigation.mainMenu}
        focusFirst
        onNavigate={onNavigate}
        onClose={() => actor.send({ type: 'CLOSE' })}
        onShowAppLauncher={onShowAppLauncher}
      />
    </MobileNavUi>
  );
}
