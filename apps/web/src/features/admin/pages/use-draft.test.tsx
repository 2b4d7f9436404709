// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDraft } from './use-draft';

afterEach(cleanup);

/** The hook over a value the test can change with rerender({ value }). */
const renderDraft = (value: string) => renderHook(({ value: current }) => useDraft(current), { initialProps: { value } });

describe('useDraft', () => {
  it('starts from the value and shows what is typed', () => {
    const { result } = renderDraft('ORD-1');
    expect(result.current[0]).toBe('ORD-1');
    act(() => result.current[1]('ORD-12'));
    expect(result.current[0]).toBe('ORD-12');
  });

  it('follows the value when it changes elsewhere (Back, a cleared filter)', () => {
    const { result, rerender } = renderDraft('');
    act(() => result.current[1]('half-typ'));
    rerender({ value: '2026-01-01' });
    expect(result.current[0]).toBe('2026-01-01');
  });

  it('goes back to the value even when it returns to what it was before the typing', () => {
    // Typed and applied ('' → '2030-02-01'), then cleared back to '': the field must empty, not keep the old text.
    const { result, rerender } = renderDraft('');
    act(() => result.current[1]('2030-02-01'));
    rerender({ value: '2030-02-01' });
    rerender({ value: '' });
    expect(result.current[0]).toBe('');
  });

  it('keeps what is typed while the value stays the same', () => {
    const { result, rerender } = renderDraft('a');
    act(() => result.current[1]('ab'));
    rerender({ value: 'a' });
    expect(result.current[0]).toBe('ab');
  });
});
