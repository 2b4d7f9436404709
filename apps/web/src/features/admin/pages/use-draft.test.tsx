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

  // Typed, then the value changes elsewhere once or more: what the field shows after. Typed and applied ('' →
  // '2030-02-01'), then cleared back to '': the field must empty, not keep the old text.
  it.each([
    { when: 'follows the value when it changes elsewhere (Back, a cleared filter)', from: '', typed: 'half-typ', values: ['2026-01-01'], shows: '2026-01-01' },
    { when: 'goes back to the value even when it returns to what it was before the typing', from: '', typed: '2030-02-01', values: ['2030-02-01', ''], shows: '' },
    { when: 'keeps what is typed while the value stays the same', from: 'a', typed: 'ab', values: ['a'], shows: 'ab' },
  ])('$when', ({ from, typed, values, shows }) => {
    const { result, rerender } = renderDraft(from);
    act(() => result.current[1](typed));
    for (const value of values) rerender({ value });
    expect(result.current[0]).toBe(shows);
  });
});
