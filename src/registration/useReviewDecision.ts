// Binds the review-decision machine (PX-17-005, SH-4-002, SH-4-003) to the item page: the calls come
// from the registration adapter, the document is handed to the browser as a download.
import { useActorRef, useSelector } from '@xstate/react';
import { reviewDecisionMachine, type DocumentPart } from '../../machines/registration/review-decision.machine.ts';
import type { reviewDecisionActors } from '../api/adapters/registration.ts';

/** Hands a fetched document to the browser; the address is kept a minute so the download can start. */
function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** `actors` from the registration adapter (reviewDecisionActors). */
export function useReviewDecision(registrationId: string, actors: ReturnType<typeof reviewDecisionActors>) {
  const actor = useActorRef(reviewDecisionMachine.provide({ actors, actions: { save: (_, params: { blob: Blob; name: string }) => download(params.blob, params.name) } }), {
    input: { registrationId },
  });
  const snapshot = useSelector(actor, (state) => state);
  const { context } = snapshot;
  return {
    reason: context.reason,
    reasonMissing: context.reasonMissing,
    failure: context.failure,
    /** The name of the document that could not be fetched (PX-33-001), until it is opened again. */
    failedDocument: context.documentFailed ? context.document?.name : undefined,
    decided: context.decided,
    busy: snapshot.matches({ decision: 'approving' }) ? ('approve' as const) : snapshot.matches({ decision: 'declining' }) ? ('decline' as const) : undefined,
    editReason: (value: string) => actor.send({ type: 'EDIT_REASON', value }),
    approve: () => actor.send({ type: 'APPROVE' }),
    /** Declines; false when the reason is missing (the page then takes the reviewer to it). */
    decline: () => {
      actor.send({ type: 'DECLINE' });
      return !actor.getSnapshot().context.reasonMissing;
    },
    openDocument: (part: DocumentPart, name: string) => actor.send({ type: 'OPEN_DOCUMENT', part, name }),
  };
}

export type ReviewDecision = ReturnType<typeof useReviewDecision>;
