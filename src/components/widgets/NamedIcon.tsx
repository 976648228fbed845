// An icon drawn by name (category:name, SH-5-043..SH-5-048). The drawings load with the first icon
// shown (icon-templates.ts), so pages without named icons never fetch them; what cannot be drawn is
// warned on the console only (SH-5-044, SH-8-024) and the default icon is drawn instead (SH-5-045).
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_ICON_NAME, ICON_TEMPLATE_LOAD_WARNING } from '../../../machines/constants/layout-items.ts';
import { resolveIcon } from '../../../machines/layout/resolve-icon.ts';
import { loadCode } from '../../app/load-code.ts';
import './named-icon.css';

type Templates = (typeof import('./icon-templates.ts'))['ICON_TEMPLATES'];

let templates: Templates | undefined;
let loading: Promise<Templates> | undefined;

function loadTemplates(): Promise<Templates> {
  loading ??= loadCode(() => import('./icon-templates.ts')).then(
    (module) => (templates = module.ICON_TEMPLATES),
    (error: unknown) => {
      // The next icon shown asks again.
      loading = undefined;
      console.warn(ICON_TEMPLATE_LOAD_WARNING, error);
      throw error;
    },
  );
  return loading;
}

export interface NamedIconProps {
  iconName: string;
  size?: string;
  variant?: string;
  className?: string;
}

/** Decorative: the control or text beside it carries the name. */
export function NamedIcon({ iconName, size, variant, className }: NamedIconProps) {
  const icon = useMemo(() => resolveIcon({ iconName, size, variant }), [iconName, size, variant]);
  const [drawings, setDrawings] = useState(templates);
  useEffect(() => {
    for (const warning of icon.warnings) console.warn(warning);
  }, [icon]);
  useEffect(() => {
    if (!drawings) loadTemplates().then(setDrawings, () => {});
  }, [drawings]);
  // A well-formed name the store has no drawing for is drawn as the default icon too.
  const paths = drawings?.[icon.iconName] ?? drawings?.[DEFAULT_ICON_NAME] ?? [];
  const classes = ['krm-icon', `krm-icon--${icon.size}`, icon.variant ? `krm-icon--${icon.variant}` : '', className ?? ''].filter(Boolean);
  return (
    <svg className={classes.join(' ')} data-icon={icon.iconName} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
