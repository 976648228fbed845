// A small dialog asking to confirm a destructive action: the confirm button runs it with the dialog
// busy (it cannot close meanwhile), then closes; Cancel closes without doing anything.
import type { ModalOptions } from './ModalProvider.tsx';

export interface ConfirmOptions {
  label: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): Promise<unknown>;
}

export function confirmDialog({ label, description, confirmLabel, cancelLabel, onConfirm }: ConfirmOptions): ModalOptions {
  return {
    label,
    description,
    size: 'small',
    content: (controls) => (
      <div className="form__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            controls.setBusy(true);
            void onConfirm().finally(() => {
              controls.setBusy(false);
              controls.close();
            });
          }}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={() => controls.close()}>
          {cancelLabel}
        </button>
      </div>
    ),
  };
}
