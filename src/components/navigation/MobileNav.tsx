// The hamburger and its panel (SH §2, SH §4 "Mobile navigation"). The hamburger and its machine are
// there from the start; the panel (drill-down list and its machine) loads when the hamburger is first
// used, its download starting as a pointer or the focus comes to it, and then opens as it would have
// at once (PX-05-020). The hamburger stays the same element throughout, so focus returns to it.
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { mobileNavMachine } from '../../../machines/navigation/mobile-nav.machine.ts';
import type { NavItem } from '../../../machines/navigation/nav-items.ts';
import type { MobileNavPanel as Panel } from './MobileNavPanel.tsx';
import { MobileNavTriggerUi } from './MobileNavTriggerUi.tsx';
import type { MobileVariant } from './NavigationMenuUi.tsx';
import { loadCode } from '../../app/load-code.ts';

const loadPanel = () => loadCode(() => import('./MobileNavPanel.tsx'));
// A failed early download shows, and is retried, when the hamburger is used.
const preloadPanel = () => void loadPanel().catch(() => undefined);

export interface MobileNavProps {
  items: NavItem[];
  variant: MobileVariant;
  showBackLabel: boolean;
  itemLimit?: number;
  basePath: string;
}

export function MobileNav({ items, variant, showBackLabel, itemLimit, basePath }: MobileNavProps) {
  const actor = useActorRef(mobileNavMachine, { input: { hasTrigger: true } });
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const focusTarget = useSelector(actor, (snapshot) => snapshot.context.focusTarget);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [MobileNavPanel, setMobileNavPanel] = useState<typeof Panel | null>(null);
  const loading = useRef(false);

  // SH-4-061: closing hands focus back to the hamburger.
  useLayoutEffect(() => {
    if (focusTarget?.kind === 'trigger') triggerRef.current?.focus();
  }, [focusTarget]);

  const onToggle = () => {
    if (MobileNavPanel) {
      actor.send({ type: 'TOGGLE' });
      return;
    }
    // The first use opens the panel once its code has arrived; further presses meanwhile wait with it.
    if (loading.current) return;
    loading.current = true;
    loadPanel().then(
      (module) => {
        setMobileNavPanel(() => module.MobileNavPanel);
        actor.send({ type: 'TOGGLE' });
      },
      (error: unknown) => {
        loading.current = false;
        console.warn('The navigation panel could not be loaded', error);
      },
    );
  };

  return (
    <>
      <MobileNavTriggerUi open={open} panelId={panelId} triggerRef={triggerRef} onToggle={onToggle} onIntent={preloadPanel} />
      {open && MobileNavPanel ? (
        <MobileNavPanel
          panelId={panelId}
          items={items}
          variant={variant}
          showBackLabel={showBackLabel}
          itemLimit={itemLimit}
          basePath={basePath}
          onClose={() => actor.send({ type: 'CLOSE' })}
        />
      ) : null}
    </>
  );
}
