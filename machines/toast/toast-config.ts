import {
  MAX_TOASTS_DEFAULT,
  MAX_TOASTS_MIN,
  OVERLAY_Z_INDEX_START,
  TOAST_AUTO_CLOSE_MS,
  TOAST_AUTO_CLOSE_WITH_LINK_MS,
  TOAST_ERROR_MISSING_CLASS,
  TOAST_ERROR_MISSING_CONFIG,
  TOAST_ERROR_MISSING_LABEL,
  TOAST_MODES,
  TOAST_POSITIONS,
  TOAST_POSITION_DEFAULT,
  TOAST_SMALL_SCREEN_MAX_PX,
  TOAST_VARIANTS,
  TOAST_VARIANT_DEFAULT,
  TOAST_Z_INDEX,
  Z_INDEX_INCREMENT,
} from '../constants/search-toast.ts';

export type ToastVariant = (typeof TOAST_VARIANTS)[number];
export type ToastMode = (typeof TOAST_MODES)[number];
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

export interface ToastLink {
  url: string;
  label: string;
}

/** A button in the toast (the cart's 'Undo', PX-14-001); pressing it runs the action and closes the toast. */
interface ToastAction {
  label: string;
  run(): void;
  /** How long the action is offered: the toast closes itself then, whatever its mode. */
  offeredMs: number;
}

/** What a caller asks for (CC-3-049); everything but the label is optional. */
export interface ToastConfig {
  label?: unknown;
  message?: string;
  labelLinks?: ToastLink[];
  messageLinks?: ToastLink[];
  variant?: unknown;
  mode?: unknown;
  action?: ToastAction;
}

/** A toast with every default applied. */
export interface Toast {
  label: string;
  message: string;
  labelLinks: ToastLink[];
  messageLinks: ToastLink[];
  variant: ToastVariant;
  mode: ToastMode;
  action?: ToastAction;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown): value is T {
  return (allowed as readonly unknown[]).includes(value);
}

/** The console error texts for a toast that cannot be shown; empty when it can. */
export function toastWarnings(config: ToastConfig | null | undefined, toastClass: unknown): string[] {
  const warnings: string[] = [];
  if (!config) warnings.push(TOAST_ERROR_MISSING_CONFIG);
  if (!toastClass) warnings.push(TOAST_ERROR_MISSING_CLASS);
  if (config && (typeof config.label !== 'string' || config.label.trim() === '')) {
    warnings.push(TOAST_ERROR_MISSING_LABEL);
  }
  return warnings;
}

export function hasLinks(toast: Pick<ToastConfig, 'labelLinks' | 'messageLinks'>): boolean {
  return (toast.labelLinks?.length ?? 0) > 0 || (toast.messageLinks?.length ?? 0) > 0;
}

export function toastVariant(value: unknown): ToastVariant {
  return oneOf(TOAST_VARIANTS, value) ? value : TOAST_VARIANT_DEFAULT;
}

/** An explicit valid mode wins; by default success toasts without links are dismissible and all others sticky. */
export function toastMode(config: ToastConfig): ToastMode {
  if (oneOf(TOAST_MODES, config.mode)) return config.mode;
  return toastVariant(config.variant) === 'success' && !hasLinks(config) ? 'dismissible' : 'sticky';
}

/** Applies the defaults to a config that passed `toastWarnings`. */
export function normalizeToast(config: ToastConfig): Toast {
  return {
    label: String(config.label),
    message: config.message ?? '',
    labelLinks: config.labelLinks ?? [],
    messageLinks: config.messageLinks ?? [],
    variant: toastVariant(config.variant),
    mode: toastMode(config),
    ...(config.action ? { action: config.action } : {}),
  };
}

/** Milliseconds until a dismissible toast starts fading; sticky toasts never time out; one offering an action lasts as long as the offer. */
export function autoCloseMs(toast: Toast): number | null {
  if (toast.action) return toast.action.offeredMs;
  if (toast.mode === 'sticky') return null;
  return hasLinks(toast) ? TOAST_AUTO_CLOSE_WITH_LINK_MS : TOAST_AUTO_CLOSE_MS;
}

/** Max toasts shown at once: at least 1; a missing or non-numeric value means the default 3. */
export function maxToasts(value: unknown): number {
  // Number.isFinite is false for every non-number, so it doubles as the type check.
  if (!Number.isFinite(value)) return MAX_TOASTS_DEFAULT;
  return Math.max(MAX_TOASTS_MIN, Math.floor(value as number));
}

export function toastPosition(value: unknown): ToastPosition {
  return oneOf(TOAST_POSITIONS, value) ? value : TOAST_POSITION_DEFAULT;
}

/** z-index of the overlay at stacking depth `depth` (0 for the first). */
export function overlayZIndex(depth: number): number {
  return OVERLAY_Z_INDEX_START + depth * Z_INDEX_INCREMENT;
}

/** z-index of the toast at stacking depth `depth` (0 for the first). */
export function toastZIndex(depth: number): number {
  return TOAST_Z_INDEX + depth * Z_INDEX_INCREMENT;
}

export function isSmallScreen(widthPx: number): boolean {
  return widthPx <= TOAST_SMALL_SCREEN_MAX_PX;
}
