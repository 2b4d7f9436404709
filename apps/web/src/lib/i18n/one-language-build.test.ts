import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shop/contract/locale';
import { keepOneLanguage } from './one-language-build';
import { defineTexts, textsIn } from './texts';

/** A texts module as the build sees it once TypeScript is gone. */
const MODULE = `import { defineTexts } from '../../lib/i18n/texts';
export const HOME_TEXTS = defineTexts(
  { heading: 'Premium bentonite cat litter, made in India', count: (n) => \`\${n} items\` },
  { heading: 'भारत में बना प्रीमियम बेंटोनाइट कैट लिटर', count: (n) => \`\${n} आइटम\` },
);
export const OTHER = pick({ heading: 'Shop now' }, { heading: 'अभी ख़रीदें' });
export const NAV = defineTexts({ home: 'Home' }, { home: 'होम' });
`;

const keep = (code: string, locale: 'en' | 'hi') => keepOneLanguage(code, parseAst(code), locale, LOCALES, 'home/texts.ts');

describe('one language per browser build', () => {
  it('drops the Hindi of every defineTexts call from the English build, and nothing else', () => {
    const out = keep(MODULE, 'en')!;
    expect(out.code).toContain("defineTexts(\n  { heading: 'Premium bentonite cat litter, made in India', count: (n) => `${n} items` },\n  null,\n)");
    expect(out.code).toContain("defineTexts({ home: 'Home' }, null)");
    expect(out.code).not.toContain('भारत में बना');
    expect(out.code).not.toContain('होम');
    // Another function's two arguments are not words in two languages.
    expect(out.code).toContain("pick({ heading: 'Shop now' }, { heading: 'अभी ख़रीदें' })");
  });

  it('drops the English of every defineTexts call from the Hindi build', () => {
    const out = keep(MODULE, 'hi')!;
    expect(out.code).toContain("defineTexts(\n  null,\n  { heading: 'भारत में बना प्रीमियम बेंटोनाइट कैट लिटर', count: (n) => `${n} आइटम` },\n)");
    expect(out.code).toContain("defineTexts(null, { home: 'होम' })");
    expect(out.code).not.toContain('Premium bentonite');
    expect(out.code).toContain("pick({ heading: 'Shop now' }, { heading: 'अभी ख़रीदें' })");
  });

  it('keeps a source map that points the kept words at their place in the module', () => {
    const out = keep(MODULE, 'en')!;
    expect(out.map.sources).toEqual(['home/texts.ts']);
    expect(out.map.sourcesContent).toEqual([MODULE]);
    expect(out.map.mappings.length).toBeGreaterThan(0);
  });

  it('leaves a module without defineTexts calls as it is', () => {
    expect(keep("export const x = pick('a', 'b');", 'en')).toBeNull();
  });

  it('drops a call nested in the other language\'s words with them', () => {
    const code = "export const T = defineTexts({ a: defineTexts({ b: 'English b' }, { b: 'हिन्दी ब' }) }, { a: defineTexts({ b: 'More English' }, { b: 'और हिन्दी' }) });";
    const out = keep(code, 'en')!;
    expect(out.code).toBe("export const T = defineTexts({ a: defineTexts({ b: 'English b' }, null) }, null);");
  });

  it('fails the build on a call that does not give one argument per language', () => {
    expect(() => keep("export const T = defineTexts({ a: 'only English' });", 'en')).toThrow(/one argument each/);
    expect(() => keep('export const T = defineTexts(...both);', 'hi')).toThrow(/one argument each/);
  });
});

describe('reading the words of a build with one language', () => {
  // What defineTexts returns in the English build, once its Hindi argument is null.
  const englishOnly = defineTexts({ heading: 'Shop now' }, null as unknown as { heading: string });

  it('gives the language the build carries', () => {
    expect(textsIn(englishOnly, 'en').heading).toBe('Shop now');
  });

  it('refuses, with a plain error, the language the build left out rather than show nothing', () => {
    expect(() => textsIn(englishOnly, 'hi')).toThrow(/carries no words in 'hi'/);
  });
});
