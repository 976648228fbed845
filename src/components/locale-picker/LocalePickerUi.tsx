// The country and language picker as it looks (SH §2 "Country and language picker"): the button,
// the right-docked panel with its heading and grid of locale buttons. Renders props only.
import { useId, type KeyboardEvent, type Ref } from 'react';
import { createPortal } from 'react-dom';
import type { LocaleEntry } from '../../../machines/locale/entries.ts';
import { overlayZIndex } from '../../../machines/toast/toast-config.ts';
import { textAlignment, textSize } from '../../../machines/layout/text-settings.ts';
import { widgetLabels } from '../../labels/widgets.ts';
import { CloseIcon } from '../widgets/icons.tsx';
import { Flag, LocalePickerButton } from './LocalePickerButton.tsx';
import type { LocalePickerSettings } from './settings.ts';
import '../widgets/widgets.css';
import './locale-picker.css';
import { localMessage } from '../../i18n/translate.ts';

const labels = widgetLabels.localePicker;

export interface PickerEntry extends LocaleEntry {
  /** The currency the store would use at this locale (SH-4-023..SH-4-026); none when session-driven. */
  currency: string | undefined;
}

export interface LocalePickerUiProps {
  settings: LocalePickerSettings;
  enabled: boolean;
  currentLocale: string;
  open: boolean;
  busy: boolean;
  loading: boolean;
  entries: readonly PickerEntry[];
  buttonRef: Ref<HTMLButtonElement>;
  panelRef: Ref<HTMLDivElement>;
  onToggle(): void;
  onClose(): void;
  onChoose(locale: string): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
}

export function LocalePickerUi(props: LocalePickerUiProps) {
  const { settings, enabled, currentLocale, open, busy } = props;
  const headingId = useId();
  const panelId = useId();
  const Heading = settings.headingLevel;

  const panel = open ? (
    <>
      <div className="krm-picker__overlay" style={{ zIndex: overlayZIndex(0) }} aria-hidden="true" />
      <div
        id={panelId}
        ref={props.panelRef}
        className="krm-picker__panel"
        style={{ zIndex: overlayZIndex(0) + 1 }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        onKeyDown={props.onKeyDown}
      >
        <div className="krm-picker__head">
          <button type="button" className="krm-picker__close" aria-label={labels.close} onClick={props.onClose}>
            <CloseIcon />
          </button>
        </div>
        <Heading id={headingId} className={`krm-picker__heading krm-picker__heading--${textSize(settings.headingSize)}`} style={{ textAlign: textAlignment(settings.headingAlignment), color: settings.colors?.heading }}>
          {localMessage(settings.headingText)}
        </Heading>
        {props.loading ? (
          <p className="krm-picker__status" role="status">
            {labels.loading}
          </p>
        ) : (
          <ul className="krm-picker__grid">
            {props.entries.map((entry) => {
              const current = entry.locale === currentLocale;
              return (
                <li key={entry.locale}>
                  <button
                    type="button"
                    className="krm-picker__locale"
                    style={{ textAlign: textAlignment(settings.textAlignment), color: settings.colors?.text, backgroundColor: settings.colors?.background }}
                    aria-current={current ? 'true' : undefined}
                    data-locale={entry.locale}
                    onClick={() => props.onChoose(entry.locale)}
                  >
                    <Flag code={entry.countryCode} />
                    <span className="krm-picker__labels">
                      <span className="krm-picker__country">{entry.countryLabel ?? entry.countryCode}</span>
                      <span className="krm-picker__language">
                        <span className="krm-visually-hidden">{labels.language}: </span>
                        {entry.languageLabel ?? entry.locale}
                      </span>
                      {entry.currency ? <span className="krm-picker__currency">{labels.currency(entry.currency)}</span> : null}
                    </span>
                    {current ? <span className="krm-picker__current">{labels.current}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  ) : null;

  return (
    <div className="krm-picker" style={{ textAlign: textAlignment(settings.buttonAlignment) }}>
      <LocalePickerButton
        settings={settings}
        enabled={enabled}
        currentLocale={currentLocale}
        open={open}
        busy={busy}
        panelId={panelId}
        buttonRef={props.buttonRef}
        onToggle={props.onToggle}
      />
      {panel && typeof document !== 'undefined' ? createPortal(panel, document.body) : panel}
    </div>
  );
}
