import { LOCALES } from '@shop/contract/locale';
import { describe, expect, it } from 'vitest';
import type { Texts } from './texts';

/** Every feature's words, found by their file name: a new `texts.ts` (or `…-texts.ts`) is checked without being listed here. */
const modules = import.meta.glob<Record<string, unknown>>(['../../**/*texts.ts', '!../../features/admin/**'], { eager: true });

function isTexts(value: unknown): value is Texts<unknown> {
  return typeof value === 'object' && value !== null && LOCALES.every((l) => l in value);
}

/** The shape of a set of words: each key with the kind of its value (and a function's number of arguments). */
function shapeOf(value: unknown): unknown {
  if (typeof value === 'function') return `function/${value.length}`;
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  return typeof value;
}

function emptyTexts(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [path];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => emptyTexts(v, `${path}.${k}`));
  return [];
}

const all = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isTexts(value))
    .map(([name, value]) => [`${file} ${name}`, value as Texts<unknown>] as const),
);

describe('the storefront words', () => {
  it('are found', () => {
    expect(all.length).toBeGreaterThan(0);
  });

  it.each(all)('%s has every English key in Hindi, of the same kind, none empty', (_name, texts) => {
    expect(shapeOf(texts.hi)).toEqual(shapeOf(texts.en));
    expect(emptyTexts(texts.hi, 'hi')).toEqual([]);
  });
});
