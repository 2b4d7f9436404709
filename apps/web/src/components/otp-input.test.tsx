// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OtpInput, emptyOtp, isCompleteOtp, otpValue } from './otp-input';

function Harness({ initial = emptyOtp() }: { initial?: string[] }) {
  const [digits, setDigits] = useState(initial);
  return (
    <OtpInput
      digits={digits}
      onChange={setDigits}
    />
  );
}

const box = (n: number) => screen.getByRole<HTMLInputElement>('textbox', { name: `Digit ${n} of 6` });
/** What the six boxes show. */
const shown = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value);

afterEach(cleanup);

describe('OtpInput', () => {
  it('shows six boxes, each labelled', () => {
    render(<Harness />);
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    for (let n = 1; n <= 6; n += 1) expect(box(n)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'One-time code, 6 digits' })).toBeTruthy();
  });

  it('takes one digit per box and moves to the next box', () => {
    render(<Harness />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(shown()).toEqual(['4', '', '', '', '', '']);
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(document.activeElement).toBe(box(3));
    expect(otpValue(shown())).toBe('42');
  });

  it('ignores anything but the digits 0-9', () => {
    render(<Harness />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: 'a' } });
    fireEvent.change(box(1), { target: { value: '-' } });
    fireEvent.change(box(1), { target: { value: ' ' } });
    expect(shown()).toEqual(emptyOtp());
    expect(document.activeElement).toBe(box(1));
  });

  it('replaces a box’s digit with a newly typed one', () => {
    render(<Harness initial={['1', '2', '', '', '', '']} />);
    fireEvent.change(box(1), { target: { value: '17' } });
    expect(shown()[0]).toBe('7');
    fireEvent.change(box(2), { target: { value: '92' } });
    expect(shown()[1]).toBe('9');
  });

  it('moves back on Backspace in an empty box, and clears a filled box normally', () => {
    render(<Harness initial={['1', '2', '', '', '', '']} />);
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    expect(shown()).toEqual(['1', '2', '', '', '', '']);
    // In a filled box Backspace deletes its digit (the browser empties the input) and stays.
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    fireEvent.change(box(2), { target: { value: '' } });
    expect(shown()).toEqual(['1', '', '', '', '', '']);
    expect(document.activeElement).toBe(box(2));
    // From the first box there is nowhere further back.
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '' } });
    fireEvent.keyDown(box(1), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(1));
  });

  it('fills all six boxes when six digits are pasted, into any box', () => {
    render(<Harness />);
    box(3).focus();
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 123 456 ' } });
    expect(shown()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(isCompleteOtp(shown())).toBe(true);
    expect(document.activeElement).toBe(box(6));
  });

  it('fills from the focused box when fewer digits are pasted, and ignores a paste without digits', () => {
    render(<Harness />);
    fireEvent.paste(box(2), { clipboardData: { getData: () => '98' } });
    expect(shown()).toEqual(['', '9', '8', '', '', '']);
    fireEvent.paste(box(1), { clipboardData: { getData: () => 'code' } });
    expect(shown()).toEqual(['', '9', '8', '', '', '']);
    expect(isCompleteOtp(shown())).toBe(false);
  });

  it('spreads a whole code that arrives in one box (autofill)', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(otpValue(shown())).toBe('654321');
  });

  it('can be disabled', () => {
    render(<OtpInput digits={emptyOtp()} onChange={() => {}} disabled />);
    expect(screen.getAllByRole('textbox').every((el) => (el as HTMLInputElement).disabled)).toBe(true);
  });
});

describe('otp helpers', () => {
  it('a code is complete only with six digits', () => {
    expect(isCompleteOtp(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isCompleteOtp(['1', '2', '3', '', '5', '6'])).toBe(false);
    expect(isCompleteOtp(['1', '2', '3', '4', '5'])).toBe(false);
  });
});
