import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { createTestContext, madeBeforeAll, type TestContext } from './context';

/**
 * A stand-in for the web build, as files by their path inside it: index.html, .ssr/entry-server.js (the server
 * renderer), static/…, .vite/manifest.json.
 */
export type WebBuildFiles = Readonly<Record<string, string | Buffer>>;

/** Writes the files into a fresh temporary folder, and returns its path. */
export async function writeWebBuild(files: WebBuildFiles): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'shop-dist-'));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), content);
  }
  return dist;
}

/**
 * The test file's context (as useTestContext makes it) with the app serving a web build of these files
 * (WEB_DIST_DIR): written before the file's tests, removed after them.
 */
export function useTestContextServing(files: WebBuildFiles, env: Record<string, string> = {}): TestContext {
  let dist: string | undefined;
  return madeBeforeAll(
    'The test context',
    async () => {
      dist = await writeWebBuild(files);
      return createTestContext({ WEB_DIST_DIR: dist, ...env });
    },
    async (ctx) => {
      try {
        await ctx.close();
      } finally {
        if (dist) await rm(dist, { recursive: true, force: true });
      }
    },
  );
}

/** GETs a page of the app under test, expects it to answer 200 in `lang` (its html element's), and returns the page. */
export async function pageIn(ctx: Pick<TestContext, 'app'>, lang: 'en-IN' | 'hi-IN', url: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.body, url).toContain(`<html lang="${lang}">`);
  return res.body;
}
