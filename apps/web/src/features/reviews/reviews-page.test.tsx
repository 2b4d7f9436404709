// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Review } from '@shop/contract/reviews';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApprovedReviews } from '../../app/page-data';
import { createStore, type AppStore } from '../../app/store';
import { sessionChecked } from '../../store/auth-slice';
import { ApprovedReviewsSection } from './components/approved-reviews-section';
// Loaded ahead (the page loads it when Add Review is pointed at or clicked), so the test does not wait for its compiling.
import './components/review-dialog';
import ReviewsPage from './reviews-page';
import { REVIEW_TEXT } from './texts';

function review(i: number): Review {
  return {
    _id: `r${i}`,
    name: `Customer ${i}`,
    location: 'Pune',
    rating: 5,
    message: 'one two three four five six seven eight nine ten eleven twelve',
    createdAt: '2026-09-01T00:00:00.000Z',
  };
}

function replyWith(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/**
 * Renders as the router would: the route's loader first (the wall loads every time, the home page's band only when
 * the store has no reviews), then the page.
 */
function renderWithStore(ui: ReactNode, authenticated: boolean | null = false, existing?: AppStore) {
  const store = existing ?? createStore();
  if (authenticated !== null) store.dispatch(sessionChecked({ authenticated, hasDetails: authenticated }));
  const isBand = (ui as { type?: unknown }).type === ApprovedReviewsSection;
  void loadApprovedReviews(store, 'browser', { ifMissing: isBand });
  render(
    <Provider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => setWidth(1280));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReviewsPage', () => {
  it('shows the Add Review button only to a logged-in user', async () => {
    replyWith([review(1)]);
    renderWithStore(<ReviewsPage />, true);
    expect(await screen.findByRole('button', { name: REVIEW_TEXT.addReview })).toBeTruthy();
  });

  it('Add Review opens the review dialog, loaded when it is asked for', async () => {
    replyWith([review(1)]);
    renderWithStore(<ReviewsPage />, true);
    fireEvent.click(await screen.findByRole('button', { name: REVIEW_TEXT.addReview }));
    expect(await screen.findByRole('dialog', { name: 'Share your experience' })).toBeTruthy();
  });

  it('hides the Add Review button from a visitor and while the session is unknown', async () => {
    replyWith([review(1)]);
    renderWithStore(<ReviewsPage />, false);
    await screen.findByRole('button', { name: /Customer 1/ });
    expect(screen.queryByRole('button', { name: REVIEW_TEXT.addReview })).toBeNull();
    cleanup();
    renderWithStore(<ReviewsPage />, null);
    await screen.findByRole('button', { name: /Customer 1/ });
    expect(screen.queryByRole('button', { name: REVIEW_TEXT.addReview })).toBeNull();
  });

  it('renders one wall, whatever the width, for CSS to lay out (the heading between its halves)', async () => {
    replyWith([review(1), review(2), review(3)]);
    renderWithStore(<ReviewsPage />);
    expect(await screen.findByRole('heading', { name: REVIEW_TEXT.wallHeading })).toBeTruthy();
    act(() => setWidth(800));
    expect(screen.getByRole('heading', { name: REVIEW_TEXT.wallHeading })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Customer/ })).toHaveLength(3);
  });

  it('cuts card text at ten words', async () => {
    replyWith([review(1)]);
    renderWithStore(<ReviewsPage />);
    const card = await screen.findByRole('button', { name: /Customer 1/ });
    expect(card.textContent).toContain('one two three four five six seven eight nine ten…');
    expect(card.textContent).not.toContain('eleven');
  });

  it('shows the fallback error when the reply is not a list of reviews', async () => {
    replyWith({ nope: true });
    renderWithStore(<ReviewsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(REVIEW_TEXT.fetchFailed);
  });

  it('shows the server message when the server sends one', async () => {
    replyWith({ success: false, message: 'Reviews are resting', code: 'UNAVAILABLE' }, 503);
    renderWithStore(<ReviewsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Reviews are resting');
  });
});

describe('ApprovedReviewsSection', () => {
  it('is loaded when empty and shows at most `limit` cards with a link to the wall', async () => {
    replyWith([1, 2, 3, 4, 5].map(review));
    renderWithStore(<ApprovedReviewsSection limit={3} />);
    await screen.findByRole('button', { name: /Customer 1/ });
    expect(screen.getAllByRole('button', { name: /Customer/ })).toHaveLength(3);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/review');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('What cat parents say');
  });

  it('is not loaded again when the reviews are already in the store', async () => {
    replyWith([review(1)]);
    const store = renderWithStore(<ApprovedReviewsSection />);
    await screen.findByRole('button', { name: /Customer 1/ });
    cleanup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithStore(<ApprovedReviewsSection />, false, store);
    expect(screen.getAllByRole('button', { name: /Customer/ })).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
