// Performing a navigation item (SH §2 "Navigation menu"): what the machines' navigatetopage means
// in this app. Internal paths go through the router; external ones open without opener or referrer.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { directOpening, navigationOutcome, stripBasePath, type NavigationDetail } from '../../../machines/navigation/links.ts';
import type { NavItem } from '../../../machines/navigation/nav-items.ts';
import { useWidgetEnvironment } from '../widgets/environment.tsx';
import { resolvePageReference } from './page-reference.ts';

type Target = Pick<NavItem, 'type' | 'href' | 'pageReference'>;

export type Destination = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

/**
 * SH-2-099..SH-2-102: a page reference leads where it resolves (the address when the store has no
 * such page); an external link opens in a new window; an internal one navigates within the site
 * after the base path is stripped; an item with no address does nothing. mailto: and tel: open
 * directly (SH-5-018).
 */
export function destinationOf(item: Target, basePath: string): Destination {
  const outcome = navigationOutcome(item, basePath);
  if (outcome.kind === 'pageReference') {
    const resolved = resolvePageReference(outcome.pageReference);
    if (resolved) return resolved.kind === 'internal' ? { kind: 'internal', path: stripBasePath(resolved.path, basePath) } : resolved;
    return destinationOf({ ...item, pageReference: null }, basePath);
  }
  if (outcome.kind === 'none') return outcome;
  const direct = directOpening(item.href);
  if (direct) return { kind: 'external', url: direct.url };
  return outcome.kind === 'external' ? { kind: 'external', url: outcome.url } : { kind: 'internal', path: outcome.path };
}

export function usePerformNavigation(basePath: string) {
  const navigate = useNavigate();
  const environment = useWidgetEnvironment();
  return useCallback(
    (detail: NavigationDetail) => {
      const destination = destinationOf(detail, basePath);
      if (destination.kind === 'internal') navigate(destination.path);
      else if (destination.kind === 'external') environment.openWithoutReferrer(destination.url, '_blank');
    },
    [basePath, navigate, environment],
  );
}
