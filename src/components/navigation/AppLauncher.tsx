// The app launcher (SH-2-107): the navigation's app-launcher item opens a dialog in the app's modal
// host listing the maker's other applications, each opening in a new tab without opener or referrer.
import { useCallback, useId } from 'react';
import { makerApps, type MakerApp } from '../../content/apps.ts';
import { widgetLabels } from '../../labels/widgets.ts';
import { useModal } from '../modal/ModalProvider.tsx';

const labels = widgetLabels.appLauncher;

interface AppLauncherUiProps {
  apps: readonly MakerApp[];
}

function AppLauncherUi({ apps }: AppLauncherUiProps) {
  const id = useId();
  return (
    <ul className="krm-apps" aria-label={labels.list} data-testid="app-launcher-list">
      {apps.map((app) => (
        <li key={app.id} className="krm-apps__item">
          <a className="krm-apps__link" href={app.href} target="_blank" rel="noopener noreferrer" aria-describedby={`${id}-${app.id}`}>
            {app.name}
            <span className="krm-visually-hidden"> {labels.opensInNewTab}</span>
          </a>
          <p id={`${id}-${app.id}`} className="krm-apps__description">
            {app.description}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Opens the launcher dialog; it returns focus to whatever had it when the launcher was chosen. */
export function useAppLauncher(apps: readonly MakerApp[] = makerApps): () => void {
  const modal = useModal();
  return useCallback(() => {
    // After the list that chose the item has closed and handed focus back to its opener.
    setTimeout(() => modal.open({ label: labels.title, description: labels.description, size: 'small', content: <AppLauncherUi apps={apps} /> }), 0);
  }, [modal, apps]);
}
