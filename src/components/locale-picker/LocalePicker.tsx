// The country and language picker (SH §2, SH §4 "Picker panel"): locales from the application
// context's markets, country labels from the statecountry call, the picker machine for the panel,
// the confirmation when the cart has products, and the locale change (cart delete, full reload).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { countryLabelsMachine } from '../../../machines/locale/country-labels.machine.ts';
import { chooseCurrency } from '../../../machines/locale/currency.ts';
import { isPickerEnabled, sortLocaleEntries, toLocaleEntries } from '../../../machines/locale/entries.ts';
import { inOwnLanguage, languageNamesFor, withFallbackCountries } from '../../../machines/locale/languages.ts';
import { localePickerMachine } from '../../../machines/locale/picker.machine.ts';
import { countryLabelsActors, localePickerActors } from '../../api/adapters/locale-picker.ts';
import { useApi, useApplicationContext, useCart } from '../../app/store/parts.tsx';
import { widgetLabels } from '../../labels/widgets.ts';
import { useModal, type ModalHandle } from '../modal/ModalProvider.tsx';
import { useWidgetEnvironment } from '../widgets/environment.tsx';
import { trapTab } from '../widgets/focus.ts';
import { marketLocales } from './LocalePickerButton.tsx';
import { LocalePickerUi, type PickerEntry } from './LocalePickerUi.tsx';
import { defaultLocalePickerSettings, type LocalePickerSettings } from './settings.ts';

const labels = widgetLabels.localePicker;

export interface LocalePickerProps {
  settings?: Partial<LocalePickerSettings>;
  /** Open the panel once mounted: the picker was loaded by a use of the header's button. */
  openAtStart?: boolean;
}

export function LocalePicker({ settings: overrides, openAtStart = false }: LocalePickerProps = {}) {
  const { appContext } = useApplicationContext();
  const settings = useMemo(() => ({ ...defaultLocalePickerSettings, ...overrides }), [overrides]);
  const locales = useMemo(() => marketLocales(appContext?.markets ?? []), [appContext]);
  // The machine takes its locales once; they are known once the application context has loaded.
  return <BoundLocalePicker key={locales.join(',')} settings={settings} locales={locales} openAtStart={openAtStart} />;
}

function BoundLocalePicker({ settings, locales, openAtStart }: { settings: LocalePickerSettings; locales: string[]; openAtStart: boolean }) {
  const api = useApi();
  const { appContext, locale, basePath } = useApplicationContext();
  const cart = useCart();
  const environment = useWidgetEnvironment();
  const modal = useModal();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const confirmation = useRef<ModalHandle | null>(null);
  const cartCount = cart.summary?.totalProductCount;

  const actor = useActorRef(localePickerMachine.provide({ actors: localePickerActors(api) }), {
    input: {
      locales,
      siteBasePath: basePath,
      location: typeof window === 'undefined' ? { pathname: '/', search: '', hash: '' } : window.location,
      cartProductCount: cartCount,
    },
  });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const open = state === 'open';
  const busy = state === 'changing' || state === 'reloading';

  useEffect(() => {
    actor.send({ type: 'CART_COUNT', count: cartCount });
  }, [actor, cartCount]);

  // Once only, though development mode runs effects twice.
  const openedAtStart = useRef(false);
  useEffect(() => {
    if (!openAtStart || openedAtStart.current) return;
    openedAtStart.current = true;
    actor.send({ type: 'TOGGLE' });
  }, [actor, openAtStart]);

  useEffect(() => {
    const focus = actor.on('FOCUS_PICKER_BUTTON', () => buttonRef.current?.focus());
    const warn = actor.on('WARNING', ({ message, error }) => console.warn(message, error));
    const reload = actor.on('RELOAD', ({ url }) => environment.assign(url));
    return () => {
      focus.unsubscribe();
      warn.unsubscribe();
      reload.unsubscribe();
    };
  }, [actor, environment]);

  // SH-4-071..SH-4-073: the confirmation while the machine waits for it.
  useEffect(() => {
    if (state !== 'confirming' || confirmation.current) return;
    confirmation.current = modal.open({
      label: labels.confirmTitle,
      size: 'small',
      content: (controls) => (
        <div>
          <p className="krm-picker__confirm-text">{labels.confirmBody}</p>
          <div className="krm-modal__actions">
            <button type="button" className="krm-button krm-button--neutral" onClick={() => controls.close()}>
              {labels.cancel}
            </button>
            <button
              type="button"
              className="krm-button krm-button--primary"
              onClick={() => {
                // The store reloads at the new address; the dialog stays, busy, until then.
                controls.setBusy(true);
                actor.send({ type: 'confirmselection' });
              }}
            >
              {labels.confirm}
            </button>
          </div>
        </div>
      ),
      onClose: () => {
        confirmation.current = null;
        actor.send({ type: 'cancelselection' });
      },
    });
  }, [state, modal, actor]);

  // Country labels are asked for when the panel first opens (SH-7-012..SH-7-015); the machine asks once.
  const labelsActor = useActorRef(countryLabelsMachine.provide({ actors: countryLabelsActors(api) }), {
    input: { locale, countries: settings.excludedCountries, exclude: true },
  });
  const countriesStatus = useSelector(labelsActor, (snapshot) => snapshot.value);
  const countries = useSelector(labelsActor, (snapshot) => snapshot.context.countries);
  useEffect(() => {
    if (open) labelsActor.send({ type: 'LOAD' });
  }, [open, labelsActor]);
  useEffect(() => {
    const warn = labelsActor.on('WARNING', ({ message, error }) => console.warn(message, error));
    return () => warn.unsubscribe();
  }, [labelsActor]);

  const entries = useMemo((): PickerEntry[] => {
    const markets = appContext?.markets ?? [];
    const built = inOwnLanguage(
      withFallbackCountries(toLocaleEntries(locales, countries, languageNamesFor(locales, locale), markets, settings.languageDisplayType), countries),
      settings.languageDisplayType,
    );
    return sortLocaleEntries(built, settings.sort).map((entry) => ({
      ...entry,
      currency: appContext ? chooseCurrency(appContext, entry.locale) : entry.currencyCode,
    }));
  }, [countries, locales, appContext, locale, settings.languageDisplayType, settings.sort]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (panelRef.current && trapTab(event, panelRef.current)) return;
    if (event.key === 'Escape') event.preventDefault();
    actor.send({ type: 'KEYDOWN', key: event.key });
  };

  // The close button takes focus when the panel opens, so Escape and Tab work at once.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('.krm-picker__close')?.focus();
  }, [open]);

  return (
    <LocalePickerUi
      settings={settings}
      enabled={isPickerEnabled(locales)}
      currentLocale={locale}
      open={open}
      busy={busy}
      // The choice depends on whether the cart has products, so it waits for a cart read under way.
      loading={countriesStatus === 'loading' || countriesStatus === 'idle' || cart.status === 'loading'}
      entries={entries}
      buttonRef={buttonRef}
      panelRef={panelRef}
      onToggle={() => actor.send({ type: 'TOGGLE' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
      onChoose={(locale) => actor.send({ type: 'CHOOSE_LOCALE', locale })}
      onKeyDown={onKeyDown}
    />
  );
}
