// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../../app/store';
import { login } from '../../../../store/auth-slice';
import { NewPasswordFields, type NewPasswordValues } from '../../step-fields';
import { CodeForm } from './code-form';
import { EmailStepForm } from './email-step-form';
import { authFields } from './field-specs';
import { TextStepForm } from './text-step-form';

function renderWithStore(ui: ReactNode) {
  const store = createStore();
  render(<Provider store={store}>{ui}</Provider>);
  return store;
}

const submitButton = (label: string, disabled = false) => (
  <button type="submit" disabled={disabled}>
    {label}
  </button>
);

afterEach(cleanup);

describe('TextStepForm', () => {
  it('draws its fields from their specs, hands each change back and shows a problem as it is typed', async () => {
    const onValueChange = vi.fn();
    const onSubmit = vi.fn();
    renderWithStore(
      <TextStepForm<NewPasswordValues>
        schema={NewPasswordFields}
        fields={authFields('en').newPassword}
        values={{ password: 'kept-from-before', confirmPassword: '' }}
        onValueChange={onValueChange}
        problems={(typed) => ({ confirmPassword: typed.confirmPassword === 'x' ? 'Not that' : null })}
        locked={false}
        onSubmit={onSubmit}
        actions={(typed) => submitButton('Submit', typed.confirmPassword === '')}
      />,
    );
    expect((screen.getByLabelText('Create Password') as HTMLInputElement).value).toBe('kept-from-before');
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'x' } });
    expect(onValueChange).toHaveBeenCalledWith('confirmPassword', 'x');
    expect(screen.getByText('Not that')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'kept-from-before', confirmPassword: 'x' });
  });

  it('shows what the submit throws on the error line, and else the store error', async () => {
    const store = renderWithStore(
      <EmailStepForm
        email=""
        onValueChange={() => undefined}
        locked={false}
        onSubmit={({ email }) => {
          if (!email) throw new Error('Type an email');
        }}
        actions={() => submitButton('Continue')}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(screen.getByRole('alert').textContent).toBe('Type an email');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'kavya@example.in' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => {
      store.dispatch({ type: login.rejected.type, payload: 'Invalid email or password' });
    });
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password');
  });
});

describe('CodeForm', () => {
  it('hands over the six digits and the new password; Resend asks the dialog', async () => {
    const onSubmit = vi.fn();
    const onResend = vi.fn(async () => ({ sent: true as const }));
    renderWithStore(
      <CodeForm
        codeLabel="One-time code"
        sentAt={Date.now() - 120_000}
        onResend={onResend}
        withNewPassword
        locked={false}
        busy={false}
        onSubmit={onSubmit}
        actions={(typed) => submitButton('Reset Password', typed.otp.join('').length < 6 || typed.newPassword === '')}
      />,
    );
    const reset = () => screen.getByRole('button', { name: 'Reset Password' }) as HTMLButtonElement;
    expect(reset().disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'a-brand-new-pass' } });
    expect(reset().disabled).toBe(false);
    await act(async () => fireEvent.click(reset()));
    expect(onSubmit).toHaveBeenCalledWith({ otp: ['1', '2', '3', '4', '5', '6'], newPassword: 'a-brand-new-pass' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /resend code/i })));
    expect(onResend).toHaveBeenCalledOnce();
  });
});
