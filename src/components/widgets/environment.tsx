// What the widgets do to the page outside React: full-page navigations and opening addresses
// without a referrer. Injected so component tests can observe them (jsdom cannot navigate).
import { createContext, useContext } from 'react';

type WindowTarget = '_blank' | '_self';

export interface WidgetEnvironment {
  /** Full-page navigation in this window (the locale change reloads the store, SH-4-079). */
  assign(url: string): void;
  /** Opens an address with no opener and no referrer (SH-2-077, SH-2-100). */
  openWithoutReferrer(url: string, target: WindowTarget): void;
}

export const browserEnvironment: WidgetEnvironment = {
  assign: (url) => window.location.assign(url),
  openWithoutReferrer: (url, target) => {
    // A link with rel=noreferrer is the one way that drops the referrer for both a new window and
    // this one; window.open's noreferrer feature only applies to new windows.
    const link = document.createElement('a');
    link.href = url;
    link.target = target;
    link.rel = 'noopener noreferrer';
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  },
};

const EnvironmentContext = createContext<WidgetEnvironment>(browserEnvironment);

export const WidgetEnvironmentProvider = EnvironmentContext.Provider;

export function useWidgetEnvironment(): WidgetEnvironment {
  return useContext(EnvironmentContext);
}
