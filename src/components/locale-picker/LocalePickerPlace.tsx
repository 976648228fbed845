// The guest header's country place: the picker's button shows at once, and the picker itself (its
// machine, panel and confirmation) loads when the button is first used, its download starting as a
// pointer or the focus comes to the button (PX-05-020).
import { lazy, startTransition, useState } from 'react';
import { isPickerEnabled } from '../../../machines/locale/entries.ts';
import { useApplicationContext } from '../../app/store/parts.tsx';
import { LocalePickerButton, marketLocales } from './LocalePickerButton.tsx';
import { defaultLocalePickerSettings } from './settings.ts';
import { PartSlot } from '../layout/PartSlot.tsx';
import { loadCode } from '../../app/load-code.ts';

const loadPicker = () => loadCode(() => import('./LocalePicker.tsx'));
const LocalePicker = lazy(() => loadPicker().then((module) => ({ default: module.LocalePicker })));

export function LocalePickerPlace() {
  const { appContext, locale } = useApplicationContext();
  const [used, setUsed] = useState(false);
  const locales = marketLocales(appContext?.markets ?? []);
  const button = (
    <div className="krm-picker" style={{ textAlign: defaultLocalePickerSettings.buttonAlignment }}>
      <LocalePickerButton
        settings={defaultLocalePickerSettings}
        enabled={isPickerEnabled(locales)}
        currentLocale={locale}
        open={false}
        busy={false}
        // A transition keeps this button on screen until the picker has loaded and opens.
        onToggle={() => startTransition(() => setUsed(true))}
        onIntent={() => void loadPicker()}
      />
    </div>
  );
  return <PartSlot placeholder={button}>{used ? <LocalePicker openAtStart /> : button}</PartSlot>;
}
