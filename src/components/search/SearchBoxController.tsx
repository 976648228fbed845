// The header search box's behaviour: the search-box machine (CC-4-001..CC-4-018) bound to the
// suggestions call, the live announcement of the settled term, and navigation to the search page with
// the trimmed term (CC-2-001, CC-2-002). Loaded when the box is first used (PX-05-020); the box
// (SearchInput) keeps showing and hands over what the shopper did meanwhile.
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { searchSuggestionActivity } from '../../../machines/activity/activity-payloads.ts';
import { EMPTY_LISTING, encodeListing, setTerm } from '../../../machines/catalogue/url-state.ts';
import { searchBoxMachine } from '../../../machines/search/search-box.machine.ts';
import type { SuggestionItem } from '../../../machines/search/suggestion-items.ts';
import { dispatchInteraction } from '../../analytics/dispatch.ts';
import { searchSuggestionInteraction } from '../../analytics/payloads.ts';
import { useActivityTracking } from '../../analytics/tracking.ts';
import { readSuggestions } from '../../api/adapters/search-box.ts';
import { useApi } from '../../app/store/parts.tsx';
import { searchLabels } from '../../labels/search.ts';
import type { SearchBoxHandlers } from './SearchInputUi.tsx';
import { NamedIcon } from '../widgets/NamedIcon.tsx';

const randomId = () => globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);

/** The search page address of a term (CC-2-001). */
export function searchPageHref(term: string): string {
  return `/search?${encodeListing(setTerm(EMPTY_LISTING, term))}`;
}

/** A suggestion's icon (CC-3-001: utility:clock, utility:search), drawn by name (SH-5-043). */
export function OptionIcon({ iconName }: { iconName: string }) {
  return <NamedIcon iconName={iconName} size="x-small" />;
}

/** What the box shows. */
export interface SearchBoxView {
  term: string;
  items: SuggestionItem[];
  highlightedIndex: number;
}


/** Something the shopper did before the controller had loaded, to be replayed on it. */
export type SearchBoxUse = (handlers: SearchBoxHandlers) => void;

export interface SearchBoxControllerProps {
  /** What the shopper did before the controller loaded, in order; drained when replayed. */
  queued: SearchBoxUse[];
  /**
   * Called from the machine's own updates, so a change the box reports is shown in the same render
   * (a controlled input loses no keystroke). The three callbacks are expected to be stable.
   */
  onView(view: SearchBoxView): void;
  onAnnounce(text: string): void;
  onReady(handlers: SearchBoxHandlers | null): void;
}

export function SearchBoxController({ queued, onView, onAnnounce, onReady }: SearchBoxControllerProps) {
  const api = useApi();
  const navigate = useNavigate();
  const tracking = useActivityTracking(api);
  const actor = useActorRef(searchBoxMachine, { input: { generateId: randomId, suggestionsEnabled: true } });
  // What the shopper had typed when a suggestion was picked (the pick replaces the term).
  const typed = useRef('');
  const pending = useRef<AbortController | null>(null);

  // Before paint, so the box never shows a state the machine has not reached.
  useLayoutEffect(() => {
    // useActorRef starts the actor only in a later (passive) effect, and events sent before then wait
    // unprocessed: a keystroke in between would not reach the view, and the controlled input would
    // drop it. Starting here (start is idempotent) makes every event take effect as it is sent.
    actor.start();
    const view = actor.subscribe(({ context }) => onView({ term: context.term, items: context.items, highlightedIndex: context.highlightedIndex }));
    const announced = actor.on('term.announced', ({ term: value }) => onAnnounce(value === '' ? searchLabels.cleared : searchLabels.announceTerm(value)));
    const requested = actor.on('suggestions.requested', ({ searchTerm }) => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      readSuggestions(api, searchTerm, controller.signal)
        .then((response) => {
          if (controller.signal.aborted) return;
          actor.send({ type: 'suggestions.loaded', response });
          const values = (response.recentSearchSuggestions ?? []).map((suggestion) => suggestion.value);
          if (values.length > 0) {
            onAnnounce(searchLabels.announceCount(actor.getSnapshot().context.items.length));
            tracking.track(searchSuggestionActivity('viewSearchSuggestion', searchTerm, values));
          }
        })
        // Suggestions are a convenience: without them the box still searches.
        .catch(() => undefined);
    });
    const searched = actor.on('search', ({ term: value }) => {
      pending.current?.abort();
      navigate(searchPageHref(value));
    });

    const reportPick = (item: SuggestionItem | undefined) => {
      if (!item) return;
      dispatchInteraction(searchSuggestionInteraction(typed.current, item));
      if (item.category === 'query-suggestion') tracking.track(searchSuggestionActivity('clickSearchSuggestion', typed.current, [item.value]));
    };
    const handlers: SearchBoxHandlers = {
      onInput: (value) => {
        typed.current = value;
        actor.send({ type: 'input', value });
      },
      onFocus: () => actor.send({ type: 'focus' }),
      onBlur: () => actor.send({ type: 'blur' }),
      onKey: (key, isComposing) => {
        if (key === 'ArrowDown') actor.send({ type: 'arrowDown' });
        else if (key === 'ArrowUp') actor.send({ type: 'arrowUp' });
        else if (key === 'Escape') actor.send({ type: 'blur' });
        else {
          const { items, highlightedIndex } = actor.getSnapshot().context;
          if (!isComposing) reportPick(highlightedIndex >= 0 ? items[highlightedIndex] : undefined);
          actor.send({ type: 'enter', isComposing });
        }
      },
      onOptionClick: (id) => {
        reportPick(actor.getSnapshot().context.items.find((item) => item.id === id));
        actor.send({ type: 'option.click', id });
      },
      onClear: () => {
        typed.current = '';
        actor.send({ type: 'clear' });
      },
    };
    for (const use of queued.splice(0)) use(handlers);
    onReady(handlers);
    return () => {
      onReady(null);
      view.unsubscribe();
      announced.unsubscribe();
      requested.unsubscribe();
      searched.unsubscribe();
      pending.current?.abort();
    };
  }, [actor, api, navigate, tracking, queued, onView, onAnnounce, onReady]);

  return null;
}
