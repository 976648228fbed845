// The toast container (CC-2-022): the queue machine's shown toasts at the configured position,
// stacked from z-index 10000 in steps of 2, fading for 0.4 s, announced through live regions.
import { useSelector } from '@xstate/react';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { TOAST_FADE_MS, TOAST_Z_INDEX } from '../../../machines/constants/search-toast.ts';
import { toastZIndex, type ToastLink, type ToastPosition, type ToastVariant } from '../../../machines/toast/toast-config.ts';
import type { ShownToast } from '../../../machines/toast/toast-queue.machine.ts';
import { localMessage } from '../../i18n/translate.ts';
import { widgetLabels } from '../../labels/widgets.ts';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../widgets/icons.tsx';
import { TOAST_CLASS, useToastQueue } from './ToastProvider.tsx';
import '../widgets/widgets.css';
import './toast.css';

const ICONS: Record<ToastVariant, () => ReactNode> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

/** Warnings and errors interrupt; information and success wait for a pause. */
const isUrgent = (variant: ToastVariant) => variant === 'warning' || variant === 'error';

function ToastLinkView({ link }: { link: ToastLink }) {
  const inRouter = useInRouterContext();
  if (inRouter && link.url.startsWith('/') && !link.url.startsWith('//')) {
    return <Link to={link.url}>{localMessage(link.label)}</Link>;
  }
  return <a href={link.url}>{localMessage(link.label)}</a>;
}

/** Puts link n where the text says {n}; links the text does not place follow it. The machines' texts are English: shown in the page's language. */
function withLinks(text: string, links: readonly ToastLink[]): ReactNode[] {
  const placed = new Set<number>();
  const parts: ReactNode[] = localMessage(text).split(/(\{\d+\})/).map((part, index) => {
    const match = /^\{(\d+)\}$/.exec(part);
    const link = match ? links[Number(match[1])] : undefined;
    if (!match || !link) return <Fragment key={index}>{part}</Fragment>;
    placed.add(Number(match[1]));
    return <ToastLinkView key={index} link={link} />;
  });
  links.forEach((link, index) => {
    if (!placed.has(index)) parts.push(<Fragment key={`extra-${index}`}> <ToastLinkView link={link} /></Fragment>);
  });
  return parts;
}

const plain = (text: string, links: readonly ToastLink[]) =>
  localMessage(text).replace(/\{(\d+)\}/g, (whole, index: string) => (links[Number(index)] ? localMessage(links[Number(index)]!.label) : whole));

interface ToastViewProps {
  toast: Pick<ShownToast, 'id' | 'label' | 'message' | 'labelLinks' | 'messageLinks' | 'variant' | 'mode' | 'phase' | 'action'>;
  depth: number;
  onClose(id: string): void;
}

/** One toast as it looks; the container decides which are shown. */
function ToastView({ toast, depth, onClose }: ToastViewProps) {
  const Icon = ICONS[toast.variant];
  return (
    <li
      className={`${TOAST_CLASS} krm-toast--${toast.variant} krm-toast--${toast.mode}${toast.phase === 'fading' ? ' krm-toast--fading' : ''}`}
      style={{ zIndex: toastZIndex(depth), transitionDuration: `${TOAST_FADE_MS}ms` }}
      data-toast-id={toast.id}
      data-phase={toast.phase}
      data-mode={toast.mode}
    >
      <span className="krm-toast__icon">
        <Icon />
      </span>
      <div className="krm-toast__text">
        <span className="krm-visually-hidden">{widgetLabels.toast.variant[toast.variant]}: </span>
        <p className="krm-toast__label">{withLinks(toast.label, toast.labelLinks)}</p>
        {toast.message ? <p className="krm-toast__message">{withLinks(toast.message, toast.messageLinks)}</p> : null}
        {toast.action ? (
          <button
            type="button"
            className="krm-toast__action"
            onClick={() => {
              toast.action!.run();
              onClose(toast.id);
            }}
          >
            {localMessage(toast.action.label)}
          </button>
        ) : null}
      </div>
      <button type="button" className="krm-toast__close" aria-label={widgetLabels.toast.close} onClick={() => onClose(toast.id)}>
        <CloseIcon />
      </button>
    </li>
  );
}

interface Announcement {
  id: string;
  text: string;
}

export function ToastContainer() {
  const queue = useToastQueue();
  const shown = useSelector(queue, (snapshot) => snapshot.context.shown);
  const position = useSelector(queue, (snapshot): ToastPosition => snapshot.context.position);
  const announced = useRef(new Set<string>());
  const [polite, setPolite] = useState<Announcement | null>(null);
  const [urgent, setUrgent] = useState<Announcement | null>(null);

  useEffect(() => {
    for (const toast of shown) {
      if (announced.current.has(toast.id)) continue;
      announced.current.add(toast.id);
      const text = [
        `${widgetLabels.toast.variant[toast.variant]}:`,
        plain(toast.label, toast.labelLinks),
        plain(toast.message, toast.messageLinks),
      ]
        .filter(Boolean)
        .join(' ');
      (isUrgent(toast.variant) ? setUrgent : setPolite)({ id: toast.id, text });
    }
  }, [shown]);

  const close = (id: string) => queue.send({ type: 'toast.close', id });

  return (
    <section className={`krm-toasts krm-toasts--${position}`} aria-label={widgetLabels.toast.region} style={{ zIndex: TOAST_Z_INDEX }}>
      <div className="krm-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {polite ? <p key={polite.id}>{polite.text}</p> : null}
      </div>
      <div className="krm-visually-hidden" role="alert" aria-live="assertive" aria-atomic="true">
        {urgent ? <p key={urgent.id}>{urgent.text}</p> : null}
      </div>
      {shown.length > 0 ? (
        <ol className="krm-toasts__list">
          {shown.map((toast, depth) => (
            <ToastView key={toast.id} toast={toast} depth={depth} onClose={close} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
