/**
 * The browser's code in one language (decision 040). Every texts module is `defineTexts(english, hindi)`; the browser
 * build for English replaces each call's Hindi argument with `null`, and the build for Hindi its English argument, so
 * the minifier drops the other language's words and a page downloads only its own. The server's renderer, the dev
 * server and the tests keep both (they render, or may render, either language).
 *
 * Build-time code: vite.config.ts loads it; nothing in the app imports it.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
// Types only: the Vite config loads this file outside the workspace's TypeScript packages.
import type { Locale } from '@shop/contract/locale';

/** The function whose calls carry a feature's words in each language (texts.ts), one argument per language in `locales`' order. */
export const DEFINE_TEXTS = 'defineTexts';

/** What the build puts in place of the other language's words. */
const DROPPED = 'null';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every `defineTexts(…)` call in a program (an ESTree tree with offsets), outermost first. */
function* defineTextsCalls(node: Node): Generator<Node> {
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node;
    if (callee.type === 'Identifier' && callee.name === DEFINE_TEXTS) yield node;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) yield* defineTextsCalls(child);
    } else if (isNode(value)) {
      yield* defineTextsCalls(value);
    }
  }
}

/**
 * A module's JavaScript with the words of every language but `keep` left out of its `defineTexts` calls, and its source
 * map; null when it has no such call. `program` is the module parsed (offsets in UTF-16 units, as the parser of the
 * build gives them). A call with another number of arguments than `locales`, or with a spread, is a mistake: it fails the
 * build rather than ship a language by accident.
 */
export function keepOneLanguage(code: string, program: unknown, keep: Locale, locales: readonly Locale[], id: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!isNode(program)) return null;
  const s = new MagicString(code);
  const dropped: Array<readonly [number, number]> = [];
  for (const call of defineTextsCalls(program)) {
    // A call inside a dropped argument went with it.
    if (dropped.some(([start, end]) => call.start >= start && call.end <= end)) continue;
    const args = call.arguments as Node[];
    if (args.length !== locales.length || args.some((arg) => arg.type === 'SpreadElement')) {
      throw new Error(`${id}: ${DEFINE_TEXTS}() takes the words of each language (${locales.join(', ')}), one argument each.`);
    }
    locales.forEach((locale, i) => {
      if (locale === keep) return;
      const arg = args[i]!;
      s.overwrite(arg.start, arg.end, DROPPED);
      dropped.push([arg.start, arg.end]);
    });
  }
  if (dropped.length === 0) return null;
  return { code: s.toString(), map: s.generateMap({ hires: true, source: id, includeContent: true }) };
}

/**
 * The plugin: in a browser build for `locale`, after TypeScript and JSX are compiled away (`enforce: 'post'`), each
 * module that calls `defineTexts` keeps only that language's argument. Not applied to the server's renderer.
 */
export function oneLanguage(locale: Locale | undefined, locales: readonly Locale[]): Plugin {
  return {
    name: 'shop:one-language',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && locale !== undefined,
    enforce: 'post',
    transform(code, id) {
      if (!locale || id.includes('/node_modules/') || !code.includes(`${DEFINE_TEXTS}(`)) return null;
      return keepOneLanguage(code, this.parse(code), locale, locales, id);
    },
  };
}
