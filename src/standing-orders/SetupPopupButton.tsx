// Opens the standing-order set-up popup (SH-2-013) for the product page's product or the cart's
// eligible lines (PX-23-001); the popup's code loads on first use and focus returns to this button.
import { lazy, Suspense } from 'react';
import { useModal } from '../components/modal/ModalProvider.tsx';
import { standingOrderLabels } from '../labels/standing-orders.ts';
import type { SetupPopupLine } from './SetupPopup.tsx';

const SetupPopup = lazy(() => import('./SetupPopup.tsx'));

export function SetupPopupButton({ lines, label }: { lines: SetupPopupLine[]; label: string }) {
  const modal = useModal();
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() =>
        modal.open({
          label: standingOrderLabels.popupTitle,
          description: standingOrderLabels.popupIntro,
          size: 'medium',
          content: (
            <Suspense fallback={<p role="status">{standingOrderLabels.loadingAddresses}</p>}>
              <SetupPopup lines={lines} />
            </Suspense>
          ),
        })
      }
    >
      {label}
    </button>
  );
}
