// The horizontal bar (SH §2, SH §4 "Desktop navigation bar", "Overflow"): the overflow machine
// decides how many items fit (measured widths, bar width from a ResizeObserver, throttled by the
// machine), the nav-bar machine opens one parent's drill-down list at a time.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { MORE_ITEM_LABEL, MORE_ITEM_TYPE } from '../../../machines/constants/navigation.ts';
import type { NavigationDetail } from '../../../machines/navigation/links.ts';
import { navBarMachine } from '../../../machines/navigation/nav-bar.machine.ts';
import type { NavAlignment, NavItem } from '../../../machines/navigation/nav-items.ts';
import { overflowMachine, withOverflow } from '../../../machines/navigation/overflow.machine.ts';
import { useAppLauncher } from './AppLauncher.tsx';
import { DrillDownList, type CloseReason } from './DrillDownList.tsx';
import { usePerformNavigation } from './navigate.ts';
import { isModifiedClick, NavBarMeasureUi, NavBarUi } from './NavigationMenuUi.tsx';

export interface DesktopBarProps {
  items: NavItem[];
  alignment: NavAlignment;
  showBackLabel: boolean;
  itemLimit?: number;
  basePath: string;
}

const widthOf = (element: Element | null | undefined) => (element ? element.getBoundingClientRect().width : 0);

export function DesktopBar({ items, alignment, showBackLabel, itemLimit, basePath }: DesktopBarProps) {
  const onNavigate = usePerformNavigation(basePath);
  const onShowAppLauncher = useAppLauncher();
  const barRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const moreMeasureRef = useRef<HTMLSpanElement>(null);
  const overflow = useActorRef(overflowMachine, { input: { itemWidths: [], moreWidth: 0, barWidth: 0 } });
  const visibleCount = useSelector(overflow, (snapshot) => snapshot.context.visibleCount);

  const measure = useCallback(() => {
    const list = measureRef.current;
    if (!list) return;
    const rows = [...list.children].slice(0, -1);
    overflow.send({ type: 'MEASURE', itemWidths: rows.map(widthOf), moreWidth: widthOf(moreMeasureRef.current?.parentElement) });
  }, [overflow]);

  // New items are measured before paint, so the first frame already shows what fits.
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (bar) overflow.send({ type: 'RESIZE', barWidth: bar.clientWidth });
    measure();
  }, [items, measure, overflow]);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    // SH-4-064: every resize of the bar is reported; the machine applies at most one per 100 ms (SH-4-065).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) overflow.send({ type: 'RESIZE', barWidth: entry.contentRect.width });
    });
    observer?.observe(bar);
    // Labels change width when the web font arrives.
    void document.fonts?.ready.then(measure);
    return () => observer?.disconnect();
  }, [measure, overflow]);

  const shown = useMemo(() => withOverflow(items, visibleCount), [items, visibleCount]);

  // The observed and measured elements stay while the bar menu below restarts with each split.
  return (
    <div className="krm-navbar" ref={barRef}>
      <NavBarMenu
        // The bar machine takes its items once; a new overflow split starts it afresh.
        key={shown.map((item) => item.id).join(',')}
        items={shown}
        alignment={alignment}
        showBackLabel={showBackLabel}
        itemLimit={itemLimit}
        basePath={basePath}
        onNavigate={onNavigate}
        onShowAppLauncher={onShowAppLauncher}
        barRef={barRef}
      />
      <NavBarMeasureUi items={items} moreLabel={MORE_ITEM_LABEL} measureRef={measureRef} moreMeasureRef={moreMeasureRef} />
    </div>
  );
}

interface NavBarMenuProps extends DesktopBarProps {
  onNavigate(detail: NavigationDetail): void;
  /** showapplauncher from the bar or from 'More' (SH-2-107). */
  onShowAppLauncher(): void;
  /** The whole bar, inside which clicks are not outside clicks. */
  barRef: RefObject<HTMLDivElement | null>;
}

function NavBarMenu({ items, alignment, showBackLabel, itemLimit, basePath, onNavigate, onShowAppLauncher, barRef }: NavBarMenuProps) {
  const actor = useActorRef(navBarMachine, { input: { items } });
  const openIndex = useSelector(actor, (snapshot) => snapshot.context.openIndex);
  const focusTarget = useSelector(actor, (snapshot) => snapshot.context.focusTarget);
  const parentRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const navigateRef = useRef(onNavigate);
  navigateRef.current = onNavigate;
  const launcherRef = useRef(onShowAppLauncher);
  launcherRef.current = onShowAppLauncher;

  useEffect(() => {
    const navigate = actor.on('navigatetopage', ({ detail }) => navigateRef.current(detail));
    const launcher = actor.on('showapplauncher', () => launcherRef.current());
    return () => {
      navigate.unsubscribe();
      launcher.unsubscribe();
    };
  }, [actor]);

  // SH-4-044: after a close that comes from the list, focus returns to the parent button.
  useLayoutEffect(() => {
    if (focusTarget) parentRefs.current[focusTarget.index]?.focus();
  }, [focusTarget]);

  // SH-4-040: a click anywhere outside the bar closes the open sub-list.
  useEffect(() => {
    if (openIndex === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (barRef.current && !barRef.current.contains(event.target as Node)) actor.send({ type: 'CLICK_OUTSIDE' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openIndex, actor, barRef]);

  const onSelect = (index: number, event: MouseEvent<HTMLElement>) => {
    if (event.currentTarget instanceof HTMLAnchorElement && isModifiedClick(event)) return;
    if (event.currentTarget instanceof HTMLAnchorElement || items[index]?.subMenu.length === 0) event.preventDefault();
    actor.send({ type: 'SELECT', index });
  };

  const onBarClick = (event: MouseEvent<HTMLElement>) => {
    // SH-4-041: only a click on the bar itself, between items.
    if (event.target === event.currentTarget) actor.send({ type: 'CLICK_BAR_SPACE' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape inside the list is the drill-down's; on the bar it closes the open list (SH-4-042).
    if (event.key === 'Escape' && actor.getSnapshot().matches('open')) {
      event.preventDefault();
      actor.send({ type: 'ESCAPE' });
    }
  };

  const onDropdownBlur = (event: FocusEvent<HTMLDivElement>) => {
    const dropdown = event.currentTarget;
    const parent = openIndex === null ? null : parentRefs.current[openIndex];
    // Checked once focus has settled: a level change replaces the focused element before the
    // machine's focus target lands, and a click on the open parent toggles it itself.
    setTimeout(() => {
      const active = document.activeElement;
      if (!actor.getSnapshot().matches('open')) return;
      if (active && (dropdown.contains(active) || active === parent)) return;
      actor.send({ type: 'FOCUS_OUT' });
    }, 0);
  };

  const onListClose = (reason: CloseReason) => actor.send({ type: reason === 'escape' ? 'ESCAPE' : 'LEAF_CHOSEN' });

  const openItem = openIndex === null ? undefined : items[openIndex];

  return (
    <NavBarUi
      items={items}
      alignment={alignment}
      openIndex={openIndex}
      basePath={basePath}
      parentRef={(index) => (element) => {
        parentRefs.current[index] = element;
      }}
      dropdownRef={dropdownRef}
      dropdown={
        openItem ? (
          <DrillDownList
            key={openItem.id}
            items={openItem.subMenu}
            itemLimit={itemLimit}
            showBackLabel={showBackLabel}
            basePath={basePath}
            rootLabel={openItem.label}
            rootItem={openItem.type === MORE_ITEM_TYPE ? undefined : openItem}
            onNavigate={onNavigate}
            onClose={onListClose}
            onShowAppLauncher={onShowAppLauncher}
          />
        ) : null
      }
      onSelect={onSelect}
      onBarClick={onBarClick}
      onKeyDown={onKeyDown}
      onDropdownBlur={onDropdownBlur}
    />
  );
}
