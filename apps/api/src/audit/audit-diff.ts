type Fields = Record<string, unknown>;

const pick = (fields: Fields, keys: string[]): Fields => Object.fromEntries(keys.map((k) => [k, fields[k] ?? null]));

/**
 * The fields of `after` whose values differ from `before`, as the audit log keeps a change: only what changed, on
 * both sides. Null when nothing changed.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } | null {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return keys.length === 0 ? null : { before: pick(before, keys), after: pick(after, keys) };
}
