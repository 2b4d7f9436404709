import type { Locale } from '@shop/contract/locale';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The font files a page in each language preloads: on Hindi pages, the regular weight of Noto Sans Devanagari's
 * Devanagari subset (apps/web/src/styles/fonts.css), so the text does not wait for the stylesheet to ask for it. English
 * pages preload nothing (and, naming no Devanagari face, download none).
 */
const PRELOADED_FONTS: Readonly<Record<Locale, RegExp[]>> = {
  en: [],
  hi: [/^noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/],
};

/** Each language's preloaded fonts, as addresses of the build's hashed files (none in a build without them). */
export function fontPreloads(distDir: string, assetDir: string): Readonly<Record<Locale, string[]>> {
  const dir = path.join(distDir, assetDir);
  const files = existsSync(dir) ? readdirSync(dir) : [];
  const find = (patterns: RegExp[]) => patterns.flatMap((pattern) => files.filter((file) => pattern.test(file)).slice(0, 1)).map((file) => `/${assetDir}/${file}`);
  return { en: find(PRELOADED_FONTS.en), hi: find(PRELOADED_FONTS.hi) };
}
