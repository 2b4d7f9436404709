// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TextBudgetStatus } from '@shop/contract/admin';
import { TextBudgetWarning } from './text-budget-warning';

afterEach(cleanup);

const renderWarning = (texts: TextBudgetStatus) =>
  render(
    <MemoryRouter>
      <TextBudgetWarning texts={texts} />
    </MemoryRouter>,
  );

describe('TextBudgetWarning', () => {
  it("warns staff when the shop's texts are used up, with the figures", () => {
    renderWarning({ lastHour: 600, lastDay: 1250, hourLimit: 600, dayLimit: 4000, reached: true, updatesWaiting: 0 });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Text messages are being refused');
    expect(alert.textContent).toContain('(600 of 600 in the last hour, 1,250 of 4,000 in the last day)');
    expect(screen.getByRole('link', { name: 'Change the text limits in Settings' }).getAttribute('href')).toBe('/admin/settings');
  });

  it('says nothing while texts are within the budget', () => {
    renderWarning({ lastHour: 12, lastDay: 40, hourLimit: 600, dayLimit: 4000, reached: false, updatesWaiting: 0 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says how many order updates wait for the allowance', () => {
    renderWarning({ lastHour: 600, lastDay: 1250, hourLimit: 600, dayLimit: 4000, reached: true, updatesWaiting: 3 });
    expect(screen.getByRole('alert').textContent).toContain('3 order updates are waiting to be sent by SMS or WhatsApp; none is dropped.');
  });
});
