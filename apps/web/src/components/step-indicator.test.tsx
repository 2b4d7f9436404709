// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StepIndicator } from './step-indicator';

afterEach(cleanup);

describe('StepIndicator', () => {
  it('marks the current step with aria-current, earlier ones done and later ones upcoming', () => {
    render(<StepIndicator steps={['My Bag', 'Address', 'Payment']} current={2} label="Checkout progress" doneLabel="completed" upcomingLabel="not started" />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(steps.map((s) => s.className.match(/--(\w+)/)?.[1])).toEqual(['done', 'current', 'upcoming']);
    expect(steps[0]?.textContent).toContain('completed');
    expect(steps[2]?.textContent).toContain('not started');
    expect(screen.getByRole('navigation', { name: 'Checkout progress' })).toBeTruthy();
  });
});
