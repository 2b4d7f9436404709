// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageFrame } from './page-frame';

afterEach(cleanup);

describe('PageFrame', () => {
  it('opens the page with its label, its one h1 and its lead, then the content', () => {
    const { container } = render(
      <PageFrame className="faq-page" eyebrow="Help centre" heading="FAQ" lead={<p>Everything in one place.</p>}>
        <p>Content</p>
      </PageFrame>,
    );
    expect((container.firstChild as HTMLElement).className).toBe('page faq-page');
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeTruthy();
    expect(screen.getByText('Help centre').className).toBe('page-frame__eyebrow');
    expect(screen.getByText('Everything in one place.').parentElement?.className).toBe('page-frame__lead');
    expect(container.textContent).toBe('Help centreFAQEverything in one place.Content');
  });

  it('shows what the page adds beside the intro', () => {
    render(
      <PageFrame className="reviews-page" eyebrow="Reviews" heading="What cat parents say" aside={<button type="button">Add Review</button>}>
        <p>Content</p>
      </PageFrame>,
    );
    expect(screen.getByRole('button', { name: 'Add Review' }).parentElement?.className).toBe('page-frame__intro');
    expect(document.querySelector('.page-frame__lead')).toBeNull();
  });
});
