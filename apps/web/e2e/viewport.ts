import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Describes the elements whose right edge passes the viewport, to say in a failure what made the page wider. */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const right = el.getBoundingClientRect().right;
      if (right <= limit + 0.5) continue;
      // Only the outermost culprit: its children are inside it anyway.
      if (el.parentElement && el.parentElement.getBoundingClientRect().right > limit + 0.5) continue;
      const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
      found.push(`${name} reaches ${Math.round(right)} px`);
      if (found.length === 5) break;
    }
    return found;
  });
}

/** Checks that the page is exactly as wide as the screen; a failure names what sticks out. */
export async function expectFitsScreen(page: Page, where: string, width: number) {
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const culprits = pageWidth === width ? [] : await overflowingElements(page);
  expect(pageWidth, `${where} at ${width} px is as wide as the screen${culprits.length ? ` (${culprits.join('; ')})` : ''}`).toBe(width);
}
