/** A word in its singular and plural forms, for counts: { one: 'order', other: 'orders' }. */
export interface Noun {
  one: string;
  other: string;
}

const rules = new Intl.PluralRules('en-IN');

/** The form of a noun that goes with a count: 1 → "order", 0 or 2 → "orders". */
export const nounFor = (n: number, noun: Noun): string => (rules.select(n) === 'one' ? noun.one : noun.other);

/** A count with its noun, figures grouped the Indian way: "1 order", "1,25,000 orders". */
export const countOf = (n: number, noun: Noun): string => `${n.toLocaleString('en-IN')} ${nounFor(n, noun)}`;
