import { useId, useRef, useState } from 'react';
import { useHref, useNavigate } from 'react-router';
import { useTexts } from '../../../lib/i18n/texts';
import { explorePathFor, SEARCH_BOX_TEXTS, SearchIcon } from './search-form-parts';
import type { SearchBox as SuggestingBox } from './search-box';
import './search-box.css';

/** The header's handover to the suggesting box: what was typed so far, and whether the field had the focus. */
interface Handover {
  Box: typeof SuggestingBox;
  value: string;
  focused: boolean;
}

/**
 * The header's search box. Every page's first load carries only this plain GET form to /explore (it works before the
 * app starts, and without JavaScript); the box that suggests products (search-box.tsx) arrives when a visitor points
 * at or focuses the field, and takes its place with what was typed and the focus.
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const SEARCH_TEXT = useTexts(SEARCH_BOX_TEXTS);
  // The shop page in the page's language (`/hi/explore` on a Hindi page), for the form that works without the app.
  const explore = useHref('/explore');
  const id = useId();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [handover, setHandover] = useState<Handover | null>(null);

  if (handover) return <handover.Box className={className} initialQuery={handover.value} autoFocus={handover.focused} />;

  const load = () => {
    void import('./search-box').then(({ SearchBox }) => {
      const input = inputRef.current;
      setHandover({ Box: SearchBox, value: input?.value ?? '', focused: input !== null && document.activeElement === input });
    });
  };

  return (
    <form
      role="search"
      action={explore}
      method="get"
      className={`search-box ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(explorePathFor(inputRef.current?.value ?? ''));
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-q`}>
        {SEARCH_TEXT.boxLabel}
      </label>
      <input
        ref={inputRef}
        id={`${id}-q`}
        className="search-box__input"
        type="search"
        name="q"
        placeholder={SEARCH_TEXT.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        onFocus={load}
        onPointerEnter={load}
      />
      <button type="submit" className="search-box__submit" aria-label={SEARCH_TEXT.submit}>
        <SearchIcon />
      </button>
    </form>
  );
}
