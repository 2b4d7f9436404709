import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTexts } from '../../../lib/i18n/texts';
import { explorePathFor, SEARCH_BOX_TEXTS, SearchFields } from './search-form-parts';
import type { SearchBox as SuggestingBox } from './search-box';
import './search-box.css';

/** The header's handover to the suggesting box: the plain field (what was typed in it), and whether it had the focus. */
interface Handover {
  Box: typeof SuggestingBox;
  field: HTMLInputElement | null;
  focused: boolean;
}

/**
 * The header's search box. Every page's first load carries only this plain GET form to /explore (it works before the
 * app starts, and without JavaScript); the box that suggests products (search-box.tsx) arrives when a visitor points
 * at or focuses the field, and takes its place with what was typed and the focus.
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const SEARCH_BOX_TEXT = useTexts(SEARCH_BOX_TEXTS);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [handover, setHandover] = useState<Handover | null>(null);

  // Read as the box takes the field's place (the field is still on the page), so letters typed while it loaded stay.
  if (handover) return <handover.Box className={className} initialQuery={handover.field?.value ?? ''} autoFocus={handover.focused} />;

  const load = () => {
    void import('./search-box').then(({ SearchBox }) => {
      const input = inputRef.current;
      setHandover({ Box: SearchBox, field: input, focused: input !== null && document.activeElement === input });
    });
  };

  return <SearchFields label={SEARCH_BOX_TEXT.boxLabel} className={className} inputRef={inputRef} onSearch={(q) => void navigate(explorePathFor(q))} onFirstUse={load} />;
}
