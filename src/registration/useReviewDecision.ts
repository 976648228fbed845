// Binds the review-decision machine (PX-17-005, SH-4-002, SH-4-003) to the item page: the calls come
// from the registration adapter, the document is handed to the browser as a download.
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import type { DocumentPart, ReviewApis } from '../../machines/registration/review-apis.ts';
import { reviewDecisionMachine } from '../../machines/registration/review-decision.machine.ts';

/** Hands a fetched document to the browser; the address is kept a minute so the download can start. */
function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useReviewDecision(registrationId: string, apis: ReviewApis) {
  // The machine is made once; the latest ports are the ones called.
  const latest = useRef(apis);
  latest.current = apis;
  const actor = useActorRef(
    reviewDecisionMachine.provide({
      actors: {
        approve: fromPromise(({ input }: { input: { registrationId: string } }) => latest.current.approve(input.registrationId)),
        decline: fromPromise(({ input }: { input: { registrationId: string; reason: string } }) => latest.current.decline(input.registrationId, input.reason)),
        document: fromPromise(({ input, signal }: { input: { registrationId: string; part: DocumentPart }; signal: AbortSignal }) =>
          latest.current.document(input.registrationId, input.part, signal),
        ),
      },
      actions: { save: (_, params: { blob: Blob; name: string }) => download(params.blob, params.name) },
    }),
    { input: { registrationId } },
  );
  const snapshot = useSelector(actor, (state) => state);
  const { context } = snapshot;
  return {
    reason: context.reason,
    reasonMissing: context.reasonMissing,
    failure: context.failure,
    documentFailed: context.documentFailed,
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
