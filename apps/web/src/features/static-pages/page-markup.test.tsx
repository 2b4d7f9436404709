// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredPageData } from './api';
import { fillLoyaltyTarget, PageMarkup, splitQuestions } from './page-markup';

afterEach(cleanup);

const FAQ_LOYALTY =
  'Every order you complete brings you closer to a reward: [[after {loyaltyTarget} orders you get a free product. Your Loyalty page shows your progress, for example 2/{loyaltyTarget}, and how many more orders you need.|after a set number of orders you get a free product. Your Loyalty page shows how many, your progress, and how many more orders you need.]]';
const TERMS_LOYALTY = '- Signed-in customers earn progress with every delivered order. After [[{loyaltyTarget} orders|the number of orders shown on the Loyalty page]] you receive a free product as a loyalty reward.';

async function renderMarkup(text: string, loyaltyTargetOrders: number | null = 6) {
  const data: StoredPageData = { sections: [], loyaltyTargetOrders };
  const router = createMemoryRouter([{ path: '/', loader: () => data, element: <main><PageMarkup text={text} /></main> }], { hydrationData: { loaderData: { 0: data } } });
  render(<RouterProvider router={router} />);
  return screen.findByRole('main');
}

describe("the stored pages' markup", () => {
  it('makes paragraphs and bulleted lists, with bold words and safe links, never HTML', async () => {
    const main = await renderMarkup(
      'First line\ncarries on.\n\n- **Cash on Delivery (COD)**: pay the courier.\n- Pay Online\n  wraps on.\n\nSee our [Privacy Policy](/privacy-policy), [mail](mailto:care@example.com) and [this](javascript:alert(1)).\n\n<img src=x onerror=alert(1)>',
    );
    const paragraphs = main.querySelectorAll('p');
    expect(paragraphs[0]!.textContent).toBe('First line carries on.');
    expect([...main.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Cash on Delivery (COD): pay the courier.', 'Pay Online wraps on.']);
    expect(main.querySelector('strong')!.textContent).toBe('Cash on Delivery (COD)');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:care@example.com');
    expect(screen.queryByRole('link', { name: 'this' })).toBeNull();
    expect(main.querySelector('img')).toBeNull();
    expect(main.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('links the shop’s email and phone where the words name them', async () => {
    const main = await renderMarkup('Write to {email} or call {phone}.');
    expect(main.querySelector('a[href^="mailto:"]')).not.toBeNull();
    expect(main.querySelector('a[href^="tel:"]')).not.toBeNull();
  });

  it('says the loyalty reward’s number staff set, 6 by default', async () => {
    let main = await renderMarkup(`${FAQ_LOYALTY}\n\n${TERMS_LOYALTY}`, 6);
    expect(main.textContent).toContain('after 6 orders you get a free product');
    expect(main.textContent).toContain('for example 2/6');
    expect(main.textContent).toContain('After 6 orders you receive a free product');
    cleanup();
    main = await renderMarkup(`${FAQ_LOYALTY}\n\n${TERMS_LOYALTY}`, 8);
    expect(main.textContent).toContain('after 8 orders you get a free product');
    expect(main.textContent).toContain('for example 2/8');
    expect(main.textContent).not.toContain('6');
  });

  it('names no number when it could not be read', async () => {
    const main = await renderMarkup(`${FAQ_LOYALTY}\n\n${TERMS_LOYALTY}`, null);
    expect(main.textContent).toContain('after a set number of orders');
    expect(main.textContent).toContain('After the number of orders shown on the Loyalty page you receive');
    expect(main.textContent).not.toMatch(/\d/);
    expect(fillLoyaltyTarget('after {loyaltyTarget} orders', null, 'a set number of')).toBe('after a set number of orders');
  });

  it('cuts a body at its "## " lines into questions and answers', () => {
    expect(splitQuestions('Lead.\n\n## One?\n\nAnswer one.\n\n- a\n\n## Two?\nAnswer two.')).toEqual({
      lead: 'Lead.',
      items: [
        { question: 'One?', answer: 'Answer one.\n\n- a' },
        { question: 'Two?', answer: 'Answer two.' },
      ],
    });
  });
});
