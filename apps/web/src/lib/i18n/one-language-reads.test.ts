import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser's code is built once per language (decision 040): a texts module's other language is null there. Code
// that names a language's words (`X_TEXTS.en`) reads null on the other language's pages, so none may, outside the
// texts modules themselves and tests. Words a page needs in its language come from `useTexts`/`textsOfDocument`;
// values that are the same in every language (what the API stores or answers) come from the contract.
const SRC = path.resolve(import.meta.dirname, '../..');
const isTextsModule = (file: string) => /texts\.ts$/.test(file);
const sources = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => path.join(SRC, file));
/** A language's words by name: `X_TEXTS.en`, `X_TEXTS['hi']`. */
const BY_NAME = /\b[A-Z][A-Z0-9_]*_TEXTS\s*(?:\.\s*(?:en|hi)\b|\[\s*['"](?:en|hi)['"]\s*\])/;
/** What a texts module may do with a language's words by name: name its English for tests, spread them into its own. */
const ALIAS = /^export const ([A-Z][A-Z0-9_]*) = [A-Z][A-Z0-9_]*_TEXTS\.(?:en|hi);$/;
const SPREAD = /^\.\.\.[A-Z][A-Z0-9_]*_TEXTS\.(?:en|hi),$/;
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'(\.[^']*)'/g;

const lines = (file: string) => readFileSync(file, 'utf8').split('\n').map((line, i) => ({ line: line.trim(), at: `${path.relative(SRC, file)}:${i + 1}` }));
const isComment = (line: string) => line.startsWith('*') || line.startsWith('//') || line.startsWith('/*');

describe('browser code reads only its page\'s language', () => {
  it('names no language\'s words outside the texts modules', () => {
    const found = sources.flatMap((file) =>
      lines(file)
        .filter(({ line }) => BY_NAME.test(line) && !isComment(line))
        .filter(({ line }) => !(isTextsModule(file) && (ALIAS.test(line) || SPREAD.test(line))))
        .map(({ at, line }) => `${at}: ${line}`),
    );
    expect(found).toEqual([]);
  });

  it('imports no texts module\'s one-language alias (kept for tests) into browser code', () => {
    const aliases = new Map<string, Set<string>>();
    for (const file of sources.filter(isTextsModule)) {
      const names = lines(file).map(({ line }) => ALIAS.exec(line)?.[1]).filter((name): name is string => Boolean(name));
      if (names.length > 0) aliases.set(file.replace(/\.ts$/, ''), new Set(names));
    }
    const found = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, names, from]) => {
        const own = aliases.get(path.resolve(path.dirname(file), from!));
        return own ? names!.split(',').map((n) => n.trim()).filter((n) => own.has(n)).map((n) => `${path.relative(SRC, file)}: ${n} from '${from}'`) : [];
      }),
    );
    expect(found).toEqual([]);
  });
});
