import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadFirstScreenCode } from './app/routes.tsx';
import './styles.css';

// PX-38-001: the page's code is imported now, while the first screen renders, so it is here when
// React reaches the page.
preloadFirstScreenCode(window.location.pathname);

// A transition lets React render the first screen in slices, yielding to the browser between
// them, rather than in one long task (the boot placeholder stays until it is committed).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
