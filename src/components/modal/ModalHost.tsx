// Renders the dialog stack of <ModalProvider>: one aria-modal dialog per entry, each above an
// overlay, the topmost trapping focus. Behaviour (Escape, busy, size) is the modal machine's.
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import {
  MODAL_BODY_MIN_HEIGHT_PX,
  MODAL_BOTTOM_PADDING_PX,
  MODAL_TOP_PADDING_PX,
} from '../../../machines/constants/navigation.ts';
import { overlayZIndex } from '../../../machines/toast/toast-config.ts';
import { widgetLabels } from '../../labels/widgets.ts';
import { focusableIn, trapTab } from '../widgets/focus.ts';
import { CloseIcon } from '../widgets/icons.tsx';
import { useModalEntries, type ModalEntry } from './ModalProvider.tsx';
import './modal.css';

export function ModalHost() {
  const entries = useModalEntries();
  if (entries.length === 0 || typeof document === 'undefined') return null;
  return createPortal(
    <div className="krm-modal-host">
      {entries.map((entry, depth) => (
        <ModalDialog key={entry.id} entry={entry} depth={depth} topmost={depth === entries.length - 1} />
      ))}
    </div>,
    document.body,
  );
}

/** SH-9-043..SH-9-045: the body fills the window height left by the paddings, at least 80px. */
function bodyMaxHeight(windowHeight: number, chrome: number): number {
  return Math.max(MODAL_BODY_MIN_HEIGHT_PX, windowHeight - MODAL_TOP_PADDING_PX - MODAL_BOTTOM_PADDING_PX - chrome);
}

function ModalDialog({ entry, depth, topmost }: { entry: ModalEntry; depth: number; topmost: boolean }) {
  const { actor, options, controls } = entry;
  const size = useSelector(actor, (snapshot) => snapshot.context.size);
  const busy = useSelector(actor, (snapshot) => snapshot.context.closeDisabled);
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [maxHeight, setMaxHeight] = useState<number | undefined>(undefined);

  const measure = useCallback(() => {
    setMaxHeight(bodyMaxHeight(window.innerHeight, headerRef.current?.offsetHeight ?? 0));
  }, []);

  useLayoutEffect(() => {
    measure();
    // Focus the first control of the content; the close button when the content has none.
    const first = bodyRef.current ? focusableIn(bodyRef.current)[0] : undefined;
    (first ?? closeRef.current)?.focus();
  }, [measure]);

  useEffect(() => {
    // SH-9-042: window resizes settle for 300 ms (the machine's debounce) before the dialog is measured again.
    const relayout = actor.on('relayout', measure);
    const onResize = () => actor.send({ type: 'WINDOW_RESIZE' });
    window.addEventListener('resize', onResize);
    return () => {
      relayout.unsubscribe();
      window.removeEventListener('resize', onResize);
    };
  }, [actor, measure]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!topmost) return;
    event.stopPropagation();
    if (dialogRef.current && trapTab(event, dialogRef.current)) return;
    if (event.key === 'Escape') event.preventDefault();
    actor.send({ type: 'KEYDOWN', key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey });
  };

  const zIndex = overlayZIndex(depth);
  const content = typeof options.content === 'function' ? options.content(controls) : options.content;

  return (
    <>
      <div className="krm-modal__overlay" style={{ zIndex }} aria-hidden="true" />
      <div className="krm-modal__frame" style={{ zIndex: zIndex + 1 }}>
        <div
          ref={dialogRef}
          id={`${titleId}-dialog`}
          className={`krm-modal krm-modal--${size}`}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={options.description ? descriptionId : undefined}
          aria-busy={busy || undefined}
          data-size={size}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <div className="krm-modal__header" ref={headerRef}>
            <h2 className="krm-modal__title" id={titleId}>
              {options.label}
            </h2>
            {options.description ? (
              <p className="krm-modal__description" id={descriptionId}>
                {options.description}
              </p>
            ) : null}
            <button
              ref={closeRef}
              type="button"
              className="krm-modal__close"
              aria-label={widgetLabels.modal.close}
              aria-disabled={busy || undefined}
              onClick={() => controls.close()}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="krm-modal__body" ref={bodyRef} style={maxHeight === undefined ? undefined : { maxHeight }}>
            {content}
          </div>
        </div>
      </div>
    </>
  );
}
