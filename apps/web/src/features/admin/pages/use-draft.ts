import { useState } from 'react';

/**
 * What a field shows while it edits a value kept elsewhere (the URL): what was typed, until the value itself changes
 * (Back, a cleared filter, the search applied), which then wins. No remount, so focus stays put.
 */
export function useDraft(value: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // React's pattern for state that follows a prop: adjust it while rendering, not in an effect.
    setSeen(value);
    setDraft(value);
  }
  return [seen === value ? draft : value, setDraft];
}
