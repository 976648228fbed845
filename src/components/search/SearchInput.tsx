// The header's search box: the search-box machine (CC-4-001..CC-4-018) bound to the suggestions
// call, the live announcement of the settled term, and navigation to the search page with the
// trimmed term (CC-2-001, CC-2-002).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchSuggestionActivity } from '../../../machines/activity/activity-payloads.ts';
import { EMPTY_LISTING, encodeListing, setTerm } from '../../../machines/catalogue/url-state.ts';
import { searchBoxMachine } from '../../../machines/search/search-box.machine.ts';
import type { SuggestionItem } from '../../../machines/search/suggestion-items.ts';
import { dispatchInteraction } from '../../analytics/dispatch.ts';
import { searchSuggestionInteraction } from '../../analytics/payloads.ts';
import { useActivityTracking } from '../../analytics/tracking.ts';
import { useStore } from '../../app/StoreProvider.tsx';
import { searchLabels } from '../../labels/catalogue.ts';
import { SearchInputUi, type SearchKey } from './SearchInputUi.tsx';

const randomId = () => globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);

/** The search page address of a term (CC-2-001). */
export function searchPageHref(term: string): string {
  return `/search?${encodeListing(setTerm(EMPTY_LISTING, term))}`;
}

export function SearchInput() {
  const { api } = useStore();
  const navigate = useNavigate();
  const idPrefix = `search${useId().replace(/:/g, '')}`;
  const tracking = useActivityTracking(api);
  const actor = useActorRef(searchBoxMachine, { input: { generateId: randomId, suggestionsEnabled: true } });
  const term = useSelector(actor, (snapshot) => snapshot.context.term);
  const items = useSelector(actor, (snapshot) => snapshot.context.items);
  const highlightedIndex = useSelector(actor, (snapshot) => snapshot.context.highlightedIndex);
  const [announcement, setAnnouncement] = useState('');
  // What the shopper had typed when a suggestion was picked (the pick replaces the term).
  const typed = useRef('');
  const pending = useRef<AbortController | null>(null);

  useEffect(() => {
    const announced = actor.on('term.announced', ({ term: value }) => setAnnouncement(searchLabels.announceTerm(value)));
    const requested = actor.on('suggestions.requested', ({ searchTerm }) => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      api.search
        .suggestions({ searchTerm }, controller.signal)
        .then((response) => {
          if (controller.signal.aborted) return;
          actor.send({ type: 'suggestions.loaded', response });
          const values = (response.recentSearchSuggestions ?? []).map((suggestion) => suggestion.value);
          if (values.length > 0) {
            setAnnouncement(searchLabels.announceCount(actor.getSnapshot().context.items.length));
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
    return () => {
      announced.unsubscribe();
      requested.unsubscribe();
      searched.unsubscribe();
      pending.current?.abort();
    };
  }, [actor, api, navigate, tracking]);

  function reportPick(item: SuggestionItem | undefined) {
    if (!item) return;
    dispatchInteraction(searchSuggestionInteraction(typed.current, item));
    if (item.category === 'query-suggestion') tracking.track(searchSuggestionActivity('clickSearchSuggestion', typed.current, [item.value]));
  }

  function onKey(key: SearchKey, isComposing: boolean) {
    if (key === 'ArrowDown') actor.send({ type: 'arrowDown' });
    else if (key === 'ArrowUp') actor.send({ type: 'arrowUp' });
    else if (key === 'Escape') actor.send({ type: 'blur' });
    else {
      const { items: shown, highlightedIndex: index } = actor.getSnapshot().context;
      if (!isComposing) reportPick(index >= 0 ? shown[index] : undefined);
      actor.send({ type: 'enter', isComposing });
    }
  }

  return (
    <SearchInputUi
      idPrefix={idPrefix}
      term={term}
      items={items}
      highlightedIndex={highlightedIndex}
      announcement={announcement}
      onInput={(value) => {
        typed.current = value;
        actor.send({ type: 'input', value });
      }}
      onFocus={() => actor.send({ type: 'focus' })}
      onBlur={() => actor.send({ type: 'blur' })}
      onKey={onKey}
      onOptionClick={(id) => {
        reportPick(actor.getSnapshot().context.items.find((item) => item.id === id));
        actor.send({ type: 'option.click', id });
      }}
      onClear={() => {
        typed.current = '';
        actor.send({ type: 'clear' });
      }}
    />
  );
}
