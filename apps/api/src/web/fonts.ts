import type { Locale } from '@shop/contract/locale';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The font files a page in each language preloads: on Hindi pages, the one variable face of Noto Sans Devanagari cut to
 * Hindi's letters (apps/web/src/styles/fonts.css), whose weights every Hindi page shows above the fold (text 400;
 * header, headings and buttons 700). Asked for beside the stylesheets, it arrives before the first paint on most
 * connections and so does not swap under the reader (a bold face left to the stylesheet was asked for only after
 * layout and moved the home page's product section when it came); a preload's priority is below the stylesheets', so
 * it never holds them up. English pages preload nothing (and, naming no Devanagari face, download none).
 */
const PRELOADED_FONTS: Readonly<Record<Locale, RegExp[]>> = {
  en: [],
  hi: [/^noto-sans-devanagari-hindi-[\w-]+\.woff2$/],
};

/** Each language's preloaded fonts, as addresses of the build's hashed files (none in a build without them). */
export function fontPreloads(distDir: string, assetDir: string): Readonly<Record<Locale, string[]>> {
  const dir = path.join(distDir, assetDir);
  const files = existsSync(dir) ? readdirSync(dir) : [];
  const find = (patterns: RegExp[]) => patterns.flatMap((pattern) => files.filter((file) => pattern.test(file)).slice(0, 1)).map((file) => `/${assetDir}/${file}`);
  return { en: find(PRELOADED_FONTS.en), hi: find(PRELOADED_FONTS.hi) };
}
