import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { explorePathFor, SEARCH_BOX_TEXT, SearchFields } from './search-form-parts';
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

  return <SearchFields label={SEARCH_BOX_TEXT.boxLabel} className={className} inputRef={inputRef} onSearch={(q) => void navigate(explorePathFor(q))} onFirstUse={load} />;
}
