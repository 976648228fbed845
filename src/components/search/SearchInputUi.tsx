// The search box as a combobox with a listbox of suggestions (WAI-ARIA combobox pattern). It only
// renders what it is given and reports keys, input and clicks.
import { useRef, type ComponentType, type FormEvent, type KeyboardEvent } from 'react';
import { SEARCH_TERM_MAX_LENGTH } from '../../../machines/constants/search-toast.ts';
import type { SuggestionItem } from '../../../machines/search/suggestion-items.ts';
import { searchLabels } from '../../labels/search.ts';
import './SearchInput.css';
import { localMessage } from '../../i18n/translate.ts';

type SearchKey = 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape';

export interface SearchInputUiProps extends SearchBoxHandlers {
  idPrefix: string;
  term: string;
  items: SuggestionItem[];
  highlightedIndex: number;
  announcement: string;
  /** A pointer has come to the box: a use may follow. */
  onIntent?(): void;
  /** Draws a suggestion's icon by name; it comes with the suggestions' code. */
  optionIcon?: ComponentType<{ iconName: string }>;
}

/** What the box reports. */
export interface SearchBoxHandlers {
  onInput(value: string): void;
  onFocus(): void;
  onBlur(): void;
  onKey(key: SearchKey, isComposing: boolean): void;
  onOptionClick(id: string): void;
  onClear(): void;
}

function optionDomId(idPrefix: string, id: string): string {
  return `${idPrefix}-option-${id}`;
}

export function SearchInputUi({ idPrefix, term, items, highlightedIndex, announcement, onIntent, optionIcon: OptionIcon, onInput, onFocus, onBlur, onKey, onOptionClick, onClear }: SearchInputUiProps) {
  const inputId = `${idPrefix}-input`;
  const listboxId = `${idPrefix}-listbox`;
  const open = items.length > 0;
  const active = open && highlightedIndex >= 0 ? items[highlightedIndex] : undefined;
  const input = useRef<HTMLInputElement>(null);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Enter' && event.key !== 'Escape') return;
    if (event.key !== 'Escape' || open) event.preventDefault();
    onKey(event.key, event.nativeEvent.isComposing || event.keyCode === 229);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onKey('Enter', false);
  }

  return (
    <form className="search-input" role="search" onSubmit={handleSubmit} onPointerEnter={onIntent} aria-label={searchLabels.label}>
      <label className="visually-hidden" htmlFor={inputId}>
        {searchLabels.label}
      </label>
      <div className="search-input__field">
        <input
          id={inputId}
          ref={input}
          className="search-input__control"
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_TERM_MAX_LENGTH}
          placeholder={searchLabels.placeholder}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={active ? optionDomId(idPrefix, active.id) : undefined}
          value={term}
          onChange={(event) => onInput(event.target.value)}
          onFocus={onFocus}
          onBlur={onBlur}
          onKeyDown={handleKeyDown}
        />
        {term !== '' && (
          <button type="button" className="search-input__clear" onClick={() => {
              onClear();
              input.current?.focus();
            }}
            aria-label={searchLabels.clear}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        <button type="submit" className="search-input__submit">
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{searchLabels.button}</span>
        </button>
      </div>
      <ul id={listboxId} className="search-input__listbox" role="listbox" aria-label={searchLabels.suggestions} hidden={!open}>
        {items.map((item) => (
          <li
            key={item.id}
            id={optionDomId(idPrefix, item.id)}
            className={`search-input__option${item.highlight ? ' search-input__option--highlighted' : ''}`}
            role="option"
            aria-selected={item.highlight}
            // Keeps focus in the input, so blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onOptionClick(item.id)}
          >
            <span className="search-input__option-icon" aria-hidden="true">
              {OptionIcon ? <OptionIcon iconName={item.iconName} /> : null}
            </span>
            {/* A recent search is the buyer's own words; the advanced option's text is the specification's template. */}
            <span className="search-input__option-text">{item.text === item.value ? item.text : localMessage(item.text)}</span>
            <span className="visually-hidden">, {localMessage(item.iconAlternativeText)}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </form>
  );
}
