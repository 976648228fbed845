// A button showing only a named icon (SH-5-049..SH-5-052): its variant, size and type resolved by
// resolveButtonIcon, an unsupported size warned on the console only and replaced (SH-5-051, SH-8-023).
import { useEffect, useMemo, type ButtonHTMLAttributes } from 'react';
import { resolveButtonIcon } from '../../../machines/layout/resolve-icon.ts';
import { NamedIcon } from './NamedIcon.tsx';

export interface ButtonIconProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'aria-label'> {
  iconName: string;
  /** The button's accessible name. */
  alternativeText: string;
  variant?: string;
  size?: string;
  type?: string;
}

export function ButtonIcon({ iconName, alternativeText, variant, size, type, className, ...rest }: ButtonIconProps) {
  const resolved = useMemo(() => resolveButtonIcon({ variant, size, type }), [variant, size, type]);
  useEffect(() => {
    for (const warning of resolved.warnings) console.warn(warning);
  }, [resolved]);
  const classes = ['krm-button-icon', `krm-button-icon--${resolved.variant}`, `krm-button-icon--${resolved.size}`, className ?? ''].filter(Boolean);
  return (
    <button {...rest} type={resolved.type} className={classes.join(' ')} aria-label={alternativeText}>
      <NamedIcon iconName={iconName} size={resolved.size} />
    </button>
  );
}
