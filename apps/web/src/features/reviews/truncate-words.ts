/** The character added after a cut message. */
const ELLIPSIS = '…';

/**
 * Keeps the first `n` words of `text` and adds an ellipsis when words were cut (SPEC.md §2: review cards).
 * Words are runs of non-whitespace and are kept exactly as written; whitespace between them collapses to one space.
 */
export function truncateWords(text: string, n: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const limit = Math.max(0, Math.floor(n));
  if (words.length <= limit) return words.join(' ');
  return `${words.slice(0, limit).join(' ')}${ELLIPSIS}`;
}
