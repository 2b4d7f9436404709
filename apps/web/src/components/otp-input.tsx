import { OTP_LENGTH } from '@shop/contract/constants';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { CODE_TEXTS } from './code-texts';
import './otp-input.css';
import { useTexts } from '../lib/i18n/texts';

/** An empty code: one '' per box. */
export function emptyOtp(length = OTP_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

/** The code the boxes hold, complete only when every box has its digit. */
export function otpValue(digits: readonly string[]): string {
  return digits.join('');
}

export function isCompleteOtp(digits: readonly string[], length = OTP_LENGTH): boolean {
  return digits.length === length && digits.every((d) => /^\d$/.test(d));
}

export interface OtpInputProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** Id of the visible label of the whole code. */
  labelledBy?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Six single-digit boxes (SPEC.md §2, §5): only 0-9, typing moves to the next box, Backspace on an empty box
 * moves back, and pasting (or the browser filling in) the whole code fills every box.
 */
export function OtpInput({ digits, onChange, labelledBy, disabled, autoFocus }: OtpInputProps) {
  const CODE_TEXT = useTexts(CODE_TEXTS);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const length = digits.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes digits into the boxes from `start` on, then focuses the box after the last one written. */
  const fill = (start: number, incoming: string) => {
    const next = [...digits];
    let i = start;
    for (const d of incoming) {
      if (i >= length) break;
      next[i] = d;
      i += 1;
    }
    onChange(next);
    focusBox(i);
  };

  const onInput = (index: number, raw: string) => {
    if (raw === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    let typed = raw.replace(/\D/g, '');
    // Letters and other characters are ignored.
    if (!typed) return;
    const old = digits[index] ?? '';
    // A digit typed next to the box's old one (the old one was not selected): keep only the new digit.
    if (old && raw.length === 2 && typed.length === 2) typed = typed[0] === old ? typed.slice(1) : typed.slice(0, 1);
    // The whole code at once (autofill from an SMS or a password manager) fills every box.
    if (typed.length >= length) fill(0, typed.slice(0, length));
    else fill(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index]) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!pasted) return;
    fill(pasted.length >= length ? 0 : index, pasted.slice(0, length));
  };

  return (
    <div className="otp-input" role="group" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : CODE_TEXT.otpGroup}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className="otp-input__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={CODE_TEXT.otpDigit(index + 1, length)}
          value={digit}
          disabled={disabled}
          data-autofocus={autoFocus && index === 0 ? '' : undefined}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
