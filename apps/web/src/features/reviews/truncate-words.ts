/**
 * Keeps the first `n` words of `text` and adds an ellipsis when words were cut.
 * Words are runs of non-whitespace; runs of whitespace inside the kept part collapse to one space.
 */
export function truncateWords(text: string, n: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const limit = Math.max(0, Math.floor(n));
  if (words.length <= limit) return words.join(' ');
  // Drop trailing punctuation so we never print "word,…" or "end.…".
  const kept = words.slice(0, limit).join(' ').replace(/[\s,.;:!?\-–—]+$/u, '');
  return `${kept}…`;
}
