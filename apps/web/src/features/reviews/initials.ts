/** Up to two capital initials of a person's name for an avatar, e.g. "Ananya Iyer" → "AI". */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? '');
  const first = letters[0];
  if (first === undefined) return '?';
  const last = letters.length > 1 ? letters[letters.length - 1] : '';
  return `${first}${last}`.toLocaleUpperCase('en-IN');
}
