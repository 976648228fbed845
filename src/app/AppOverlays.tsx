// The app-wide dialog host and toast container, mounted once in the layout. The toast container is
// there from the start, as its live regions must exist before a toast is announced; the dialog host's
// code loads when a dialog first opens (PX-05-020), the dialog taking focus once it shows.
import { useModalEntries } from '../components/modal/ModalProvider.tsx';
import { ToastContainer } from '../components/toast/ToastContainer.tsx';
import { PartSlot } from '../components/layout/PartSlot.tsx';
import { lazyCode } from './load-code.ts';

const ModalHost = lazyCode(() => import('../components/modal/ModalHost.tsx').then((module) => ({ default: module.ModalHost })));

function DialogHost() {
  const open = useModalEntries().length > 0;
  return open ? (
    <PartSlot>
      <ModalHost />
    </PartSlot>
  ) : null;
}

export function AppOverlays() {
  return (
    <>
      <DialogHost />
      <ToastContainer />
    </>
  );
}

