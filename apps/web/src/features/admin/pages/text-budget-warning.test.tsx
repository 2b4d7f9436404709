// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TextBudgetWarning } from './text-budget-warning';

afterEach(cleanup);

describe('TextBudgetWarning', () => {
  it("warns staff when the shop's texts are used up, with the figures", () => {
    render(
      <MemoryRouter>
        <TextBudgetWarning texts={{ lastHour: 600, lastDay: 1250, hourLimit: 600, dayLimit: 4000, reached: true }} />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Text messages are being refused');
    expect(alert.textContent).toContain('(600 of 600 in the last hour, 1,250 of 4,000 in the last day)');
    expect(screen.getByRole('link', { name: 'Change the text limits in Settings' }).getAttribute('href')).toBe('/admin/settings');
  });

  it('says nothing while texts are within the budget', () => {
    render(<TextBudgetWarning texts={{ lastHour: 12, lastDay: 40, hourLimit: 600, dayLimit: 4000, reached: false }} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
