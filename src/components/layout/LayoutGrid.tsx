// The layout container and its items (SH §5 "Layout items", CC §2 "column layouts; a flexible block
// container"): a flex row of items sized in twelfths, per form factor. The sizes, flexibility,
// padding and bump come from validateLayoutItem; what it rejects is warned on the console only (SH §8).
import { Children, useEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import {
  columnPortion,
  validateLayoutItem,
  type LayoutItemAttributes,
  type LayoutSizeAttribute,
} from '../../../machines/layout/validate-layout-item.ts';
import './layout-grid.css';

/** CC-2-019: a flexible block container; multipleRows lets items wrap onto further rows. */
export function LayoutGrid({ multipleRows = false, className, children }: { multipleRows?: boolean; className?: string; children: ReactNode }) {
  const classes = ['krm-layout', multipleRows ? 'krm-layout--multiple-rows' : '', className ?? ''].filter(Boolean).join(' ');
  return <div className={classes}>{children}</div>;
}

// The custom property each size sets; layout-grid.css reads the one of the current form factor.
const SIZE_PROPERTY: Record<LayoutSizeAttribute, string> = {
  size: '--krm-size',
  smallDeviceSize: '--krm-size-small',
  mediumDeviceSize: '--krm-size-medium',
  largeDeviceSize: '--krm-size-large',
};

type LayoutItemProps = LayoutItemAttributes & { className?: string; children: ReactNode };

/** CC-2-018: one column of a column layout, `size` twelfths wide (SH-9-032: 6 is 50%, 4 is 33.33%). */
export function LayoutItem({ className, children, ...attributes }: LayoutItemProps) {
  const { size, smallDeviceSize, mediumDeviceSize, largeDeviceSize, flexibility, padding, alignmentBump } = attributes;
  const plan = useMemo(
    () => validateLayoutItem({ size, smallDeviceSize, mediumDeviceSize, largeDeviceSize, flexibility, padding, alignmentBump }),
    [size, smallDeviceSize, mediumDeviceSize, largeDeviceSize, flexibility, padding, alignmentBump],
  );
  useEffect(() => {
    for (const warning of plan.warnings) console.warn(warning);
  }, [plan]);
  const style = Object.fromEntries(
    Object.entries(plan.sizes).map(([attribute, value]) => [SIZE_PROPERTY[attribute as LayoutSizeAttribute], columnPortion(value)]),
  ) as CSSProperties;
  const classes = [
    'krm-layout__item',
    plan.sizes.size === undefined ? '' : 'krm-layout__item--sized',
    ...plan.flexibility.map((value) => `krm-layout__item--${value}`),
    plan.padding ? `krm-layout__item--padding-${plan.padding}` : '',
    plan.alignmentBump ? `krm-layout__item--bump-${plan.alignmentBump}` : '',
    className ?? '',
  ].filter(Boolean);
  return (
    <div className={classes.join(' ')} style={style}>
      {children}
    </div>
  );
}

/** Two equal columns from the medium form factor, one below (the forms' field pairs, side-by-side panels). */
export function TwoColumns({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <LayoutGrid multipleRows className={className}>
      {Children.map(children, (child) =>
        child === null || child === undefined || typeof child === 'boolean' ? null : (
          <LayoutItem size={12} mediumDeviceSize={6}>
            {child}
          </LayoutItem>
        ),
      )}
    </LayoutGrid>
  );
}
