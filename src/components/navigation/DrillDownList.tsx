// A drill-down list bound to its machine (SH §4 "Drill-down list"): one level at a time, Back,
// titles, 'All {category}', slides, and focus where the machine puts it.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { drillDownMachine, drillDownView, openedParents } from '../../../machines/navigation/drill-down.machine.ts';
import { navigationDetail, type NavigationDetail } from '../../../machines/navigation/links.ts';
import { allCategoryLabel, type NavItem } from '../../../machines/navigation/nav-items.ts';
import { DrillDownUi, isModifiedClick } from './NavigationMenuUi.tsx';
import { localMessage } from '../../i18n/translate.ts';

export type CloseReason = 'escape' | 'chosen';

export interface DrillDownListProps {
  items: NavItem[];
  itemLimit?: number;
  showBackLabel: boolean;
  basePath: string;
  /** The first level's name (the bar parent, or the main menu). */
  rootLabel: string;
  /**
   * The item the first level belongs to (a bar parent): its 'All {category}' link leads the first
   * level too, so the parent's own page stays reachable from its sub-list (PX-05-104).
   */
  rootItem?: NavItem;
  /** Focus the first item once shown (a panel just opened). */
  focusFirst?: boolean;
  onNavigate(detail: NavigationDetail): void;
  /** closesubmenus: Escape at the first level, or a leaf or 'All' link chosen. */
  onClose(reason: CloseReason): void;
  onLevelChange?(level: number): void;
  /** showapplauncher: the app-launcher item was chosen (SH-2-107). */
  onShowAppLauncher?(): void;
}

export function DrillDownList({ items, itemLimit, showBackLabel, basePath, rootLabel, rootItem, focusFirst, onNavigate, onClose, onLevelChange, onShowAppLauncher }: DrillDownListProps) {
  const actor = useActorRef(drillDownMachine, { input: itemLimit === undefined ? { items } : { items, itemLimit } });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const view = drillDownView(context);
  const backRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const handlers = useRef({ onNavigate, onClose, onLevelChange, onShowAppLauncher });
  handlers.current = { onNavigate, onClose, onLevelChange, onShowAppLauncher };

  useEffect(() => {
    let chosen = false;
    const navigate = actor.on('navigatetopage', ({ detail }) => {
      chosen = true;
      handlers.current.onNavigate(detail);
    });
    const close = actor.on('closesubmenus', () => {
      handlers.current.onClose(chosen ? 'chosen' : 'escape');
      chosen = false;
    });
    const level = actor.on('levelchange', ({ level }) => handlers.current.onLevelChange?.(level));
    const launcher = actor.on('showapplauncher', () => handlers.current.onShowAppLauncher?.());
    return () => {
      navigate.unsubscribe();
      close.unsubscribe();
      level.unsubscribe();
      launcher.unsubscribe();
    };
  }, [actor]);

  // SH-4-047, SH-4-050: focus goes where the machine says once the new level is on screen.
  useLayoutEffect(() => {
    const target = context.focusTarget;
    if (!target) return;
    if (target.kind === 'back') backRef.current?.focus();
    else itemRefs.current[target.index]?.focus();
    // The path changes with every level even when the target is the same (Back again, one level deeper).
  }, [context.focusTarget, context.path]);

  useLayoutEffect(() => {
    if (focusFirst) itemRefs.current[0]?.focus();
  }, [focusFirst]);

  const parents = openedParents(context);
  const previousTitle = parents.at(-2)?.label ?? rootLabel;
  const allLink = view.parent
    ? { item: view.parent, label: localMessage(allCategoryLabel(view.parent.label)) }
    : rootItem && rootItem.href !== ''
      ? { item: rootItem, label: localMessage(allCategoryLabel(rootItem.label)) }
      : null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    actor.send({ type: 'ESCAPE' });
  };

  const onChoose = (index: number, event: MouseEvent<HTMLElement>) => {
    if (event.currentTarget instanceof HTMLAnchorElement && isModifiedClick(event)) return;
    event.preventDefault();
    actor.send({ type: 'CHOOSE', index });
  };

  const onChooseAll = (event: MouseEvent<HTMLElement>) => {
    if (event.currentTarget instanceof HTMLAnchorElement && isModifiedClick(event)) return;
    event.preventDefault();
    if (view.parent) actor.send({ type: 'CHOOSE_ALL' });
    else if (rootItem) {
      // The machine's list starts below the bar parent, so its 'All' link is the parent's own leaf.
      handlers.current.onNavigate(navigationDetail(rootItem));
      handlers.current.onClose('chosen');
    }
  };

  return (
    <DrillDownUi
      levelKey={context.path.join('.') || 'root'}
      title={view.title}
      showBack={view.showBack}
      showBackLabel={showBackLabel}
      previousTitle={previousTitle}
      items={view.items}
      slide={context.slide}
      allLink={allLink}
      basePath={basePath}
      rootLabel={rootLabel}
      backRef={backRef}
      itemRef={(index) => (element: HTMLElement | null) => {
        itemRefs.current[index] = element;
      }}
      onKeyDown={onKeyDown}
      onBack={() => actor.send({ type: 'BACK' })}
      onOpen={(index) => actor.send({ type: 'OPEN', index })}
      onChoose={onChoose}
      onChooseAll={onChooseAll}
    />
  );
}
