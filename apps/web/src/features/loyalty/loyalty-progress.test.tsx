// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Progress } from './loyalty-page';
import { STAMPS_PER_ROW, stampColumns, stamps } from './loyalty-progress';
import { LOYALTY_TEXTS, LOYALTY_UI_TEXTS } from './texts';

const LOYALTY_TEXT = LOYALTY_TEXTS.en;
const LOYALTY_UI_TEXT = LOYALTY_UI_TEXTS.en;

afterEach(cleanup);

const show = (status: { count: number; target: number; remaining: number; rewardAvailable: boolean }) =>
  render(
    <MemoryRouter>
      <Progress status={status} />
    </MemoryRouter>,
  );

describe('loyalty progress', () => {
  it.each([
    [0, 6, '0/6', 'Complete 6 more orders to get a free product'],
    [2, 6, '2/6', 'Complete 4 more orders to get a free product'],
    [5, 6, '5/6', 'Complete 1 more orders to get a free product'],
  ])('%i of %i delivered orders read %s and "%s"', (count, target, fraction, remaining) => {
    expect(LOYALTY_TEXT.progress(count, target)).toBe(fraction);
    expect(LOYALTY_TEXT.remaining(target - count)).toBe(remaining);
  });

  it('fills one paw per counted order, as many paws as the target', () => {
    expect(stamps(0, 6)).toEqual([false, false, false, false, false, false]);
    expect(stamps(2, 6)).toEqual([true, true, false, false, false, false]);
    expect(stamps(6, 6).every(Boolean)).toBe(true);
    expect(stamps(6, 8)).toEqual([true, true, true, true, true, true, false, false]);
  });

  it.each([
    [6, 6, 6],
    [8, 4, 8],
    [7, 4, 7],
    [9, 5, 9],
    [10, 5, 10],
    [12, 6, 6],
    [13, 5, 7],
    [20, 5, 10],
    [3, 3, 3],
  ])('a card of %i stamps has even rows: %i columns on a phone, %i on a wide card', (target, narrow, wide) => {
    expect(stampColumns(target, STAMPS_PER_ROW.narrow)).toBe(narrow);
    expect(stampColumns(target, STAMPS_PER_ROW.wide)).toBe(wide);
  });

  it('a card with no stamps still has one column', () => {
    expect(stampColumns(0, STAMPS_PER_ROW.narrow)).toBe(1);
    expect(stampColumns(Number.NaN, STAMPS_PER_ROW.wide)).toBe(1);
  });

  it("shows the server's target: a reward set to 8 orders reads 6/8 and 2 more orders, not 6/6", () => {
    show({ count: 6, target: 8, remaining: 2, rewardAvailable: false });
    expect(screen.getByText('6/8')).toBeTruthy();
    expect(screen.getByText('Complete 2 more orders to get a free product')).toBeTruthy();
    expect(screen.getByRole('img', { name: '6 of 8 paw stamps collected' })).toBeTruthy();
    expect(screen.queryByText('6/6')).toBeNull();
  });

  it('a full card without a reward to give says it is on its way', () => {
    show({ count: 8, target: 8, remaining: 0, rewardAvailable: false });
    expect(screen.getByText('8/8')).toBeTruthy();
    expect(screen.getByText(LOYALTY_UI_TEXT.rewardPending(8))).toBeTruthy();
    expect(screen.queryByText(/more orders to get a free product/)).toBeNull();
  });
});
