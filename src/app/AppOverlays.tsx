// The app-wide dialog host and toast container, mounted once in the layout.
import { ModalHost } from '../components/modal/ModalHost.tsx';
import { ToastContainer } from '../components/toast/ToastContainer.tsx';

export function AppOverlays() {
  return (
    <>
      <ModalHost />
      <ToastContainer />
    </>
  );
}

export default AppOverlays;
