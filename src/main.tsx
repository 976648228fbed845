import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadFirstScreenCode } from './app/routes.tsx';
import { CATALOGUE_GLOBAL, type CatalogueWindow } from './i18n/catalogue-global.ts';
import './labels/first-screen.ts';
import './styles.css';

// PX-38-001: the page's code is imported now, while the first screen renders, so it is here when
// React reaches the page.
preloadFirstScreenCode(window.location.pathname);

// A transition lets React render the first screen in slices, yielding to the browser between
// them, rather than in one long task (the boot placeholder stays until it is committed).
const render = () =>
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
// A French or German page's first render waits for its catalogue, which index.html's early script
// started loading (issue 30); English pages wait for nothing. A catalogue that cannot load leaves
// the page in English rather than blank.
Promise.resolve((window as CatalogueWindow)[CATALOGUE_GLOBAL]).then(render, render);
