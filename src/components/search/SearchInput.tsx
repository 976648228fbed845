// The header's search box (CC-4-001..CC-4-018). The box shows at once; its behaviour (the
// search-box machine, suggestions, URL state, activity tracking: SearchBoxController) loads when the
// box is first used, its download starting as a pointer or the focus comes to it (PX-05-020). What
// the shopper does meanwhile is shown (the typed text) and replayed on the machine once it has loaded,
// so no keystroke is lost, and the input stays the same element throughout, keeping focus.
import { useCallback, useId, useRef, useState } from 'react';
import type { SearchBoxUse, SearchBoxView } from './SearchBoxController.tsx';
import { SearchInputUi, type SearchBoxHandlers } from './SearchInputUi.tsx';
import { loadCode } from '../../app/load-code.ts';

const loadController = () => loadCode(() => import('./SearchBoxController.tsx'));

const NOTHING_SHOWN: SearchBoxView = { term: '', items: [], highlightedIndex: -1 };

export function SearchInput() {
  const idPrefix = `search${useId().replace(/:/g, '')}`;
  const [view, setView] = useState(NOTHING_SHOWN);
  const [announcement, setAnnouncement] = useState('');
  const [controller, setController] = useState<typeof import('./SearchBoxController.tsx') | null>(null);
  const handlers = useRef<SearchBoxHandlers | null>(null);
  const queued = useRef<SearchBoxUse[]>([]).current;
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    loadController().then(
      setController,
      (error: unknown) => {
        // The next use tries again.
        loading.current = false;
        console.warn('The search box could not be loaded', error);
      },
    );
  };

  const use = (action: SearchBoxUse) => {
    if (handlers.current) {
      action(handlers.current);
      return;
    }
    queued.push(action);
    load();
  };

  const onReady = useCallback((ready: SearchBoxHandlers | null) => {
    handlers.current = ready;
  }, []);

  return (
    <>
      <SearchInputUi
        idPrefix={idPrefix}
        term={view.term}
        items={view.items}
        highlightedIndex={view.highlightedIndex}
        announcement={announcement}
        onIntent={load}
        onInput={(value) => {
          // Shown at once while the machine loads; the machine's own term once it runs.
          if (!handlers.current) setView((shown) => ({ ...shown, term: value }));
          use((box) => box.onInput(value));
        }}
        onFocus={() => use((box) => box.onFocus())}
        onBlur={() => use((box) => box.onBlur())}
        onKey={(key, isComposing) => use((box) => box.onKey(key, isComposing))}
        optionIcon={controller?.OptionIcon}
        onOptionClick={(id) => use((box) => box.onOptionClick(id))}
        onClear={() => {
          if (!handlers.current) setView(NOTHING_SHOWN);
          use((box) => box.onClear());
        }}
      />
      {controller ? <controller.SearchBoxController queued={queued} onView={setView} onAnnounce={setAnnouncement} onReady={onReady} /> : null}
    </>
  );
}
