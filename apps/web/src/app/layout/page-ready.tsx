import { useEffect } from 'react';
import { markAppReady } from '../../lib/app-start';

/**
 * Marks the app ready once the page beside it is live. It sits inside the page's Suspense boundary, which React
 * hydrates after the shell around it: only then do the page's buttons answer, and a tap held by boot.ts can be
 * replayed. Tests and monitoring wait for `<html data-ready>` before they act.
 */
export function PageReady() {
  useEffect(markAppReady, []);
  return null;
}
