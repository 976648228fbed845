// The picker's button (SH-2-109, SH-2-110): shown at once by the header's country place, and by the
// picker itself once loaded. Renders props only.
import type { Ref } from 'react';
import { flagImage, shortLocale } from '../../../machines/locale/entries.ts';
import { widgetLabels } from '../../labels/widgets.ts';
import { GlobeIcon } from '../widgets/icons.tsx';
import type { LocalePickerSettings } from './settings.ts';
import '../widgets/widgets.css';
import './locale-picker.css';

const labels = widgetLabels.localePicker;

/** The locales of the store's markets, each once, in market order (SH §3 "markets"). */
export function marketLocales(markets: readonly Readonly<Record<string, string>>[]): string[] {
  return [...new Set(markets.flatMap((market) => Object.keys(market)))];
}

/** A country's flag, drawn (PX-77-006); decorative, since the country's name or code is beside it. */
export function Flag({ code }: { code: string }) {
  const src = flagImage(code);
  return src ? <img className="krm-picker__flag" src={src} alt="" /> : null;
}

export interface LocalePickerButtonProps {
  settings: LocalePickerSettings;
  enabled: boolean;
  currentLocale: string;
  open: boolean;
  busy: boolean;
  /** The open panel's id. */
  panelId?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onToggle(): void;
  /** A pointer or the focus has come to the button: a use may follow. */
  onIntent?(): void;
}

export function LocalePickerButton({ settings, enabled, currentLocale, open, busy, panelId, buttonRef, onToggle, onIntent }: LocalePickerButtonProps) {
  const country = currentLocale.split('-')[1] ?? '';
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`krm-picker__button krm-picker__button--${settings.buttonStyle} krm-picker__button--${settings.buttonSize}`}
        disabled={!enabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-busy={busy || undefined}
        onClick={onToggle}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {settings.showGlobeIcon ? <GlobeIcon /> : null}
        <Flag code={country} />
        <span className="krm-visually-hidden">{labels.button}: </span>
        <span>{settings.labelText.trim() || shortLocale(currentLocale)}</span>
      </button>
      <span className="krm-visually-hidden" role="status">
        {busy ? labels.changing : ''}
      </span>
    </>
  );
}
