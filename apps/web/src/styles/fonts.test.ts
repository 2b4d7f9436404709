import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { codePointsOfRange } from '../../../../scripts/subset-devanagari-font.mjs';

// The Hindi pages' face (fonts.css) against the file scripts/subset-devanagari-font.mjs cut for it.
const root = path.resolve(import.meta.dirname, '../../../..');
const css = readFileSync(path.join(import.meta.dirname, 'fonts.css'), 'utf8');
const range = new Set(codePointsOfRange(css));
const require = createRequire(import.meta.url);
const fontverter = require('fontverter') as { convert(font: Buffer, to: 'sfnt'): Promise<Buffer> };

async function face(): Promise<Face> {
  const file = /src: url\('\.\/([^']+\.woff2)'\)/.exec(css)?.[1];
  if (!file) throw new Error('fonts.css names no woff2 file');
  const sfnt = await fontverter.convert(readFileSync(path.join(import.meta.dirname, file)), 'sfnt');
  return new Face(new Blob(new Uint8Array(sfnt)));
}

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

describe('the Devanagari face of Hindi pages', () => {
  it('holds exactly the letters its unicode-range names, so a letter outside is taken whole from the system', async () => {
    const held = [...(await face()).collectUnicodes()].filter((c) => c > 0x7f);
    expect(held.filter((c) => !range.has(c)).map((c) => c.toString(16))).toEqual([]);
    expect([...range].filter((c) => !held.includes(c)).map((c) => c.toString(16))).toEqual([]);
  });

  it('carries the weights the pages use, 400 for text to 700 for headings, in one file', async () => {
    const wght = (await face()).getAxisInfos().wght;
    expect(wght).toMatchObject({ min: 400, max: 700 });
    expect(css).toMatch(/font-weight: 400 700;/);
  });

  it('covers every Devanagari letter of the shop\'s own Hindi words', () => {
    const outside = new Map<string, string>();
    for (const dir of ['apps/web/src', 'apps/api/src']) {
      for (const file of sources(path.join(root, dir))) {
        for (const letter of readFileSync(file, 'utf8').match(/[\u0900-\u097f]/g) ?? []) {
          if (!range.has(letter.codePointAt(0) ?? 0)) outside.set(letter, path.relative(root, file));
        }
      }
    }
    expect(Object.fromEntries(outside)).toEqual({});
  });
});
