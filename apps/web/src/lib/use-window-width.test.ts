// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWindowWidth } from './use-window-width';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('useWindowWidth', () => {
  afterEach(() => resizeTo(1024));

  it('reads window.innerWidth and follows resize events', () => {
    resizeTo(1280);
    const { result } = renderHook(() => useWindowWidth());
    expect(result.current).toBe(1280);
    act(() => resizeTo(800));
    expect(result.current).toBe(800);
    act(() => resizeTo(390));
    expect(result.current).toBe(390);
  });
});
