// What the content area shows when a page's code could not be loaded, or the page failed to render
// (SH-8-001, PX-05-025): the error catalogue's message with the support address, and a way to load
// the page again. The header and footer stay in place around it.
import { useId } from 'react';
import { SOMETHING_WENT_WRONG_MESSAGE } from '../../../machines/constants/session-locale.ts';
import { company } from '../../content/company.ts';
import { layoutLabels } from '../../labels/shell.ts';
import { localMessage } from '../../i18n/translate.ts';

export function PageFailed() {
  const titleId = useId();
  return (
    <section className="page-container page page--narrow" aria-labelledby={titleId} data-testid="page-failed">
      <h1 id={titleId}>{layoutLabels.pageFailed.title}</h1>
      <p>
        {localMessage(SOMETHING_WENT_WRONG_MESSAGE)} <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
      </p>
      <div className="page__actions">
        {/* A full load fetches the page's code afresh, including after the store has been updated. */}
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {layoutLabels.pageFailed.reload}
        </button>
      </div>
    </section>
  );
}
