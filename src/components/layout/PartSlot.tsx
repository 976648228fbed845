// A part of the page whose code loads on demand: `placeholder` shows while it loads and, should it
// fail to load or render, stays in its place, so the rest of the page keeps working (PX-05-025).
import { Suspense, type ReactNode } from 'react';
import { FailureBoundary } from './FailureBoundary.tsx';

export function PartSlot({ placeholder = null, children }: { placeholder?: ReactNode; children: ReactNode }) {
  return (
    <FailureBoundary fallback={placeholder}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </FailureBoundary>
  );
}
