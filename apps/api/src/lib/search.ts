/** A LIKE pattern matching text that contains what a person typed: their `%`, `_` and `\` match themselves. */
export function containsPattern(typed: string): string {
  return `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The digits of a typed phone number, for matching stored +91XXXXXXXXXX numbers with or without the country code;
 * null when too few digits were typed to mean a phone number.
 */
export function phoneDigits(typed: string): string | null {
  const digits = typed.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-10) : null;
}
