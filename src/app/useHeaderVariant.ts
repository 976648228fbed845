// Binds the header-variant machine to the viewport: the form factor as CSS sees it (media queries,
// zoom included), measured before the first paint when a window exists (SH-2-034..SH-2-036, SH-2-098).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { LARGE_MEDIA_QUERY, SMALL_MEDIA_QUERY } from '../../machines/layout/constants.ts';
import { formFactorOfMedia, formFactorOfPx, type FormFactor, type HeaderVariant } from '../../machines/layout/form-factor.ts';
import { headerVariantMachine } from '../../machines/layout/header-variant.machine.ts';

function measure(): FormFactor | undefined {
  if (typeof window === 'undefined') return undefined;
  if (typeof window.matchMedia === 'function') {
    return formFactorOfMedia({ small: window.matchMedia(SMALL_MEDIA_QUERY).matches, large: window.matchMedia(LARGE_MEDIA_QUERY).matches });
  }
  return formFactorOfPx(window.innerWidth);
}

export interface Viewport {
  /** The live form factor (desktop's 'large' until the size is known). */
  formFactor: FormFactor;
  /** The header variant, which follows the form factor after a short delay. */
  variant: HeaderVariant;
}

export function useHeaderVariant(): Viewport {
  const actor = useActorRef(headerVariantMachine, { input: { formFactor: measure() } });
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const update = () => {
      const formFactor = measure();
      if (formFactor) actor.send({ type: 'MEASURE', formFactor });
    };
    update();
    if (typeof window.matchMedia === 'function') {
      const queries = [window.matchMedia(SMALL_MEDIA_QUERY), window.matchMedia(LARGE_MEDIA_QUERY)];
      for (const query of queries) query.addEventListener('change', update);
      return () => queries.forEach((query) => query.removeEventListener('change', update));
    }
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [actor]);
  const formFactor = useSelector(actor, (snapshot) => snapshot.context.formFactor ?? 'large');
  const variant = useSelector(actor, (snapshot) => snapshot.context.variant);
  return { formFactor, variant };
}
