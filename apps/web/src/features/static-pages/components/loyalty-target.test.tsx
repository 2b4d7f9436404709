// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PolicyPageData } from '../api';
import { LoyaltyFaqAnswer, LoyaltyTermsClause } from './loyalty-target';

afterEach(cleanup);

async function renderWith(data: PolicyPageData) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => data,
        element: (
          <main>
            <LoyaltyFaqAnswer />
            <p data-testid="terms">
              <LoyaltyTermsClause />
            </p>
          </main>
        ),
      },
    ],
    { hydrationData: { loaderData: { 0: data } } },
  );
  render(<RouterProvider router={router} />);
  return screen.findByRole('main');
}

describe("the FAQ's and terms' loyalty words", () => {
  it('say the spec’s words with the default of 6', async () => {
    const main = await renderWith({ loyaltyTargetOrders: 6 });
    expect(main.textContent).toContain('after 6 orders you get a free product');
    expect(main.textContent).toContain('for example 2/6');
    expect(screen.getByTestId('terms').textContent).toContain('After 6 orders you receive a free product');
  });

  it('say the number staff set on the reward', async () => {
    const main = await renderWith({ loyaltyTargetOrders: 8 });
    expect(main.textContent).toContain('after 8 orders you get a free product');
    expect(main.textContent).toContain('for example 2/8');
    expect(screen.getByTestId('terms').textContent).toContain('After 8 orders you receive a free product');
    expect(main.textContent).not.toContain('6');
  });

  it('name no number when it could not be read', async () => {
    const main = await renderWith({ loyaltyTargetOrders: null });
    expect(main.textContent).toContain('after a set number of orders');
    expect(screen.getByTestId('terms').textContent).toContain('After the number of orders shown on the Loyalty page you receive');
    expect(main.textContent).not.toMatch(/\d/);
  });
});
