// @vitest-environment jsdom
import { OTP_POLICY } from '@shop/contract/auth';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_TEXTS } from './code-texts';

const CODE_TEXT = CODE_TEXTS.en;
import { ResendCode, type ResendOutcome } from './resend-code';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const button = () => screen.getByRole('button') as HTMLButtonElement;

async function tick(seconds: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(seconds * 1000);
  });
}

describe('ResendCode', () => {
  it(`counts down the server's ${OTP_POLICY.resendSeconds} s pause from when the code was sent`, async () => {
    render(<ResendCode sentAt={Date.now()} onResend={vi.fn()} />);
    expect(button().textContent).toBe(CODE_TEXT.resendIn('1:00'));
    expect(button().disabled).toBe(true);
    await tick(15);
    expect(button().textContent).toBe(CODE_TEXT.resendIn('0:45'));
    await tick(45);
    expect(button().textContent).toBe(CODE_TEXT.resendCode);
    expect(button().disabled).toBe(false);
  });

  it('starts again after a code is resent', async () => {
    const onResend = vi.fn(async (): Promise<ResendOutcome> => ({ sent: true }));
    render(<ResendCode sentAt={Date.now() - 61_000} onResend={onResend} />);
    await act(async () => {
      fireEvent.click(button());
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe(CODE_TEXT.resendIn('1:00'));
  });

  it('follows the wait the server names when it refuses', async () => {
    const onResend = vi.fn(async (): Promise<ResendOutcome> => ({ sent: false, retryAfterSeconds: 754 }));
    render(<ResendCode sentAt={Date.now() - 61_000} onResend={onResend} />);
    await act(async () => {
      fireEvent.click(button());
    });
    expect(button().textContent).toBe(CODE_TEXT.resendIn('12:34'));
    expect(button().disabled).toBe(true);
  });

  it('can be tried again at once when the refusal named no wait', async () => {
    const onResend = vi.fn(async (): Promise<ResendOutcome> => ({ sent: false, retryAfterSeconds: null }));
    render(<ResendCode sentAt={Date.now() - 61_000} onResend={onResend} />);
    await act(async () => {
      fireEvent.click(button());
    });
    expect(button().textContent).toBe(CODE_TEXT.resendCode);
    expect(button().disabled).toBe(false);
  });
});
