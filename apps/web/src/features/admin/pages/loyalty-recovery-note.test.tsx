// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoyaltyRecoveryNote } from './order-actions';

afterEach(cleanup);

describe('LoyaltyRecoveryNote', () => {
  it('tells staff before they confirm what a return keeps back for a used loyalty reward, and afterwards what it kept', () => {
    render(<LoyaltyRecoveryNote order={{ loyaltyRecovery: { amount: 594, rewardOrderNumber: 'ORD-20261127-0013', recorded: false } }} />);
    expect(screen.getByText('This order helped earn the loyalty reward used on ORD-20261127-0013. If it comes back, the reward is no longer earned: ₹594.00 is kept back from its refund.')).toBeTruthy();
    cleanup();
    render(<LoyaltyRecoveryNote order={{ loyaltyRecovery: { amount: 594, rewardOrderNumber: 'ORD-20261127-0013', recorded: true } }} />);
    expect(screen.getByText("₹594.00 was kept back from this order's refund: it pays back the loyalty reward used on ORD-20261127-0013.")).toBeTruthy();
  });

  it('says nothing for an order that earned no used reward', () => {
    const { container } = render(<LoyaltyRecoveryNote order={{ loyaltyRecovery: null }} />);
    expect(container.textContent).toBe('');
  });
});
