import { timingSafeEqual } from 'node:crypto';

/** Whether a caller presented the shared secret a webhook is configured with (none configured: nobody has). */
export function secretMatches(expected: string | undefined, presented: unknown): boolean {
  if (!expected || typeof presented !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}
