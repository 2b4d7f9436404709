// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LAYER_CLASS, ToastLayer } from './toast-layer';

beforeEach(() => {
  // jsdom has no matchMedia, which react-hot-toast asks about reduced motion.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  toast.remove();
  cleanup();
  vi.unstubAllGlobals();
});

describe('ToastLayer', () => {
  it('stays out of the page until the visitor’s first input, then shows a toast raised meanwhile', async () => {
    render(<ToastLayer />);
    act(() => {
      toast.success('Added to cart');
    });
    expect(document.querySelector(`.${TOAST_LAYER_CLASS}`)).toBeNull();

    fireEvent.pointerDown(window);
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(document.querySelector(`.${TOAST_LAYER_CLASS}`)).not.toBeNull();
  });

  it('joins at once where toasts come unasked', async () => {
    render(<ToastLayer eager />);
    act(() => {
      toast.success('FIRSTFREE applied');
    });
    expect(await screen.findByText('FIRSTFREE applied')).toBeTruthy();
  });
});
