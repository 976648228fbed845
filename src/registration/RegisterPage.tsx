// New-account registration (SH-2-006, SH-6-001): the registration machine bound to the API and to
// the draft kept in the browser (PX-17-001). On submit the draft is cleared, the user-register event
// fires (CC-7-045) and the thank-you page follows (SH-2-007).
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { registrationMachine } from '../../machines/registration/registration.machine.ts';
import { dispatchInteraction } from '../analytics/dispatch.ts';
import { userRegisterInteraction } from '../analytics/payloads.ts';
import { registrationActors } from '../api/adapters/registration.ts';
import { useLoadingView } from '../app/after-first-paint.ts';
import { useApi, useApplicationContext } from '../app/store/parts.tsx';
import { accountPaths } from '../content/site.ts';
import { registrationLabels as labels, SITE_NAME } from '../labels/registration.ts';
import { browserDraftStore, memoryDraftStore, type DraftStore, type KeptDraft } from './draft-store.ts';
import { RegistrationUi, type RegistrationStatus } from './RegistrationUi.tsx';
import '../shell/pages.css';
import '../components/forms/choice.css';
import './registration.css';

function RegistrationForm({ kept, store }: { kept: KeptDraft | undefined; store: DraftStore }) {
  const api = useApi();
  const { locale } = useApplicationContext();
  const navigate = useNavigate();
  const [state, send] = useMachine(
    registrationMachine.provide({ actors: registrationActors(api) }),
    { input: kept },
  );
  const { draft, tab, completed, fieldErrors, banner, serverMessages, registrationId } = state.context;
  const submitted = state.matches('submitted');

  // PX-17-001: every change is kept until the registration is submitted.
  useEffect(() => {
    if (!submitted) void store.write({ draft, tab, completed }).catch(() => undefined);
  }, [store, draft, tab, completed, submitted]);

  useEffect(() => {
    if (!submitted || !registrationId) return;
    dispatchInteraction(userRegisterInteraction(registrationId));
    void store
      .clear()
      .catch(() => undefined)
      .then(() => navigate(accountPaths.registerThanks, { replace: true }));
  }, [submitted, registrationId, store, navigate]);

  const status: RegistrationStatus = state.matches('lookingUpAccount')
    ? 'lookingUpAccount'
    : state.matches('accountNotFound')
      ? 'accountNotFound'
      : state.matches('editing')
        ? 'editing'
        : 'submitting';
  return (
    <RegistrationUi
      draft={draft}
      tab={tab}
      completed={completed}
      fieldErrors={fieldErrors}
      banner={banner}
      serverMessages={serverMessages}
      status={status}
      send={send}
      locale={locale}
    />
  );
}

function RegisterPage({ draftStore }: { draftStore?: DraftStore }) {
  const store = useMemo(() => draftStore ?? browserDraftStore(), [draftStore]);
  const [kept, setKept] = useState<{ store: DraftStore; draft: KeptDraft | undefined } | undefined>(undefined);
  // PX-38-002: while the kept draft is read the page shows its loading line, a loading view: the footer
  // (and the shell's other parts) wait for the form, so the form never pushes the footer down.
  useLoadingView(kept === undefined);

  useEffect(() => {
    let live = true;
    store.read().then(
      (draft) => live && setKept({ store, draft }),
      // IndexedDB refused (a private mode, say): the form still works, kept for this page only.
      () => live && setKept({ store: memoryDraftStore(), draft: undefined }),
    );
    return () => {
      live = false;
    };
  }, [store]);

  return (
    <section className="page-container page registration-page" aria-labelledby="register-title">
      <title>{`${labels.title} — ${SITE_NAME}`}</title>
      <h1 id="register-title">{labels.title}</h1>
      <p className="page__summary">{labels.intro}</p>
      {kept ? (
        <RegistrationForm kept={kept.draft} store={kept.store} />
      ) : (
        <p role="status" className="registration__loading">
          {labels.loading}
        </p>
      )}
    </section>
  );
}

export default RegisterPage;
