// @vitest-environment jsdom
import type { Product } from '@shop/contract/catalog';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { REVIEW_DIALOG_TEXT } from '../dialog-texts';
import { ReviewDialog } from './review-dialog';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toastMock }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const created = {
  success: true,
  message: 'Review submitted! Awaiting approval.',
  review: { _id: 'r1', name: 'Meera', location: 'Pune', message: 'Clumps well, no smell.', rating: 4, createdAt: '2026-11-21T00:00:00.000Z', status: 'pending' },
};

function open(productId?: string) {
  const onClose = vi.fn();
  render(
    <Provider store={createStore()}>
      <ReviewDialog onClose={onClose} {...(productId === undefined ? {} : { productId })} />
    </Provider>,
  );
  return onClose;
}

const LITTER_ID = '0b5d1c7e-4a43-4c1e-9f0a-6d2f9d1b2a11';
const SCOOP_ID = '7e1f0c2a-93b4-4d5e-8a6f-1c2d3e4f5a6b';
const catalogueProduct = (_id: string, productName: string, weight: string, fragrance: string): Product => ({
  _id,
  slug: productName.toLowerCase().replaceAll(' ', '-'),
  productName,
  name: productName,
  fragrance,
  weight,
  price: 500,
  finalPrice: 450,
  offer: 10,
  productImage: [],
  availability: true,
  inStock: true,
  unitsLeft: null,
  category: 'litter',
  description: 'A product of the shop.',
  highlights: [],
  rating: null,
});

/** The shop's products for the dialog's list, and a 201 for the review; every request is kept. */
function shopAnswers() {
  const fetchMock = vi.fn(async (url: string) =>
    url.endsWith('/products/all-products')
      ? json({ success: true, products: [catalogueProduct(LITTER_ID, 'Bentonite Cat Litter', '5 kg', 'Lavender'), catalogueProduct(SCOOP_ID, 'Litter Scoop', '1 pc', '')] })
      : json(created, 201),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The body of the review the dialog sent. */
function sentReview(fetchMock: ReturnType<typeof shopAnswers>): unknown {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reviews/review-created-by-user')) as unknown as [string, RequestInit] | undefined;
  return call ? JSON.parse(String(call[1].body)) : undefined;
}

async function rateAndSubmit(onClose: ReturnType<typeof vi.fn>) {
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(await screen.findByRole('radio', { name: '4 out of 5, smile' }));
  fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
}

function fillStepOne(location: string, message: string) {
  fireEvent.change(screen.getByLabelText('Location'), { target: { value: location } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: message } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ReviewDialog', () => {
  it('is a labelled modal dialog', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Share your experience' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('enables Next only when location and message are filled after trimming', () => {
    open();
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fillStepOne('   ', 'Clumps well, no smell.');
    expect(next.disabled).toBe(true);
    fillStepOne('Pune', '    ');
    expect(next.disabled).toBe(true);
    fillStepOne('Pune', 'Clumps well, no smell.');
    expect(next.disabled).toBe(false);
  });

  it('counts characters against the contract limits', () => {
    open();
    fillStepOne('Pune', 'Clumps well');
    expect(screen.getByText('4/80')).toBeTruthy();
    expect(screen.getByText('11/1000')).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).maxLength).toBe(1000);
    expect((screen.getByLabelText('Location') as HTMLInputElement).maxLength).toBe(80);
  });

  it('offers five labelled faces and enables Submit Review once one is picked', async () => {
    const fetchMock = vi.fn(async () => json(created, 201));
    vi.stubGlobal('fetch', fetchMock);
    const onClose = open();
    fillStepOne(' Pune ', ' Clumps well, no smell. ');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Step 1 is checked with the contract's rules first (the form's check is asynchronous).
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 out of 5, angry',
      '2 out of 5, confused',
      '3 out of 5, neutral',
      '4 out of 5, smile',
      '5 out of 5, heart eyes',
    ]);
    const submit = screen.getByRole('button', { name: 'Submit Review' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '4 out of 5, smile' }));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastMock.success).toHaveBeenCalledWith('Review submitted! Awaiting approval.');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/reviews/review-created-by-user',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ location: 'Pune', message: 'Clumps well, no smell.', rating: 4 }) }),
    );
  });

  it('toasts the server message, else "Failed to submit review.", and stays open', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ success: false, message: 'You already have reviews waiting for approval.', code: 'CONFLICT' }, 409)));
    const onClose = open();
    fillStepOne('Pune', 'Clumps well, no smell.');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('radio', { name: '5 out of 5, heart eyes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('You already have reviews waiting for approval.'));

    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to submit review.'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('step 2 opens with the focus on the first face', async () => {
    open();
    fillStepOne('Pune', 'Clumps well, no smell.');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const first = await screen.findByRole('radio', { name: '1 out of 5, angry' });
    expect(document.activeElement).toBe(first);
  });

  it('lists the shop’s products after "The shop in general", and sends the chosen one’s productId', async () => {
    const fetchMock = shopAnswers();
    const onClose = open();
    const select = screen.getByLabelText('Which product is it about?') as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Bentonite Cat Litter (5 kg, Lavender)' });
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['The shop in general', 'Bentonite Cat Litter (5 kg, Lavender)', 'Litter Scoop (1 pc)']);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: SCOOP_ID } });
    fillStepOne('Pune', 'Sturdy, no litter sticks to it.');
    await rateAndSubmit(onClose);
    expect(sentReview(fetchMock)).toEqual({ location: 'Pune', message: 'Sturdy, no litter sticks to it.', rating: 4, productId: SCOOP_ID });
  });

  it('sends no productId for "The shop in general", even after a product was chosen and un-chosen', async () => {
    const fetchMock = shopAnswers();
    const onClose = open();
    const select = (await screen.findByRole('option', { name: 'Litter Scoop (1 pc)' })).closest('select')!;
    fireEvent.change(select, { target: { value: SCOOP_ID } });
    fireEvent.change(select, { target: { value: '' } });
    fillStepOne('Pune', 'Clumps well, no smell.');
    await rateAndSubmit(onClose);
    expect(sentReview(fetchMock)).toEqual({ location: 'Pune', message: 'Clumps well, no smell.', rating: 4 });
  });

  it('opens with the asked-for product chosen, and keeps it through Back', async () => {
    const fetchMock = shopAnswers();
    const onClose = open(LITTER_ID);
    const select = screen.getByLabelText('Which product is it about?') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(LITTER_ID));
    fillStepOne('Pune', 'Clumps well, no smell.');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Which product is it about?') as HTMLSelectElement).value).toBe(LITTER_ID);
    await rateAndSubmit(onClose);
    expect(sentReview(fetchMock)).toEqual({ location: 'Pune', message: 'Clumps well, no smell.', rating: 4, productId: LITTER_ID });
  });

  it('chooses nothing for a product the shop does not show', async () => {
    const fetchMock = shopAnswers();
    const onClose = open('3c9e2b1a-0000-4000-8000-000000000000');
    await screen.findByRole('option', { name: 'Litter Scoop (1 pc)' });
    expect((screen.getByLabelText('Which product is it about?') as HTMLSelectElement).value).toBe('');
    fillStepOne('Pune', 'Clumps well, no smell.');
    await rateAndSubmit(onClose);
    expect(sentReview(fetchMock)).toEqual({ location: 'Pune', message: 'Clumps well, no smell.', rating: 4 });
  });

  it('Cancel and Escape close it', () => {
    const onClose = open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('a product as the dialog offers it', () => {
  it('adds its size and fragrance only where its name does not already say them', () => {
    expect(REVIEW_DIALOG_TEXT.productOption('Premium Bentonite Cat Litter - Lavender 5 kg', ['5 kg', 'Lavender'])).toBe('Premium Bentonite Cat Litter - Lavender 5 kg');
    expect(REVIEW_DIALOG_TEXT.productOption('Bentonite Cat Litter', ['5 kg', 'Lavender'])).toBe('Bentonite Cat Litter (5 kg, Lavender)');
    expect(REVIEW_DIALOG_TEXT.productOption('Litter Scoop', ['1 pc', ''])).toBe('Litter Scoop (1 pc)');
    // A count the name gives already is not given twice; a pack size the name does not give is.
    expect(REVIEW_DIALOG_TEXT.productOption('Compostable Litter Disposal Bags (60)', ['60 bags', ''])).toBe('Compostable Litter Disposal Bags (60)');
    expect(REVIEW_DIALOG_TEXT.productOption('Premium Bentonite Cat Litter - Rose 10 kg', ['0 kg', 'Rose'])).toBe('Premium Bentonite Cat Litter - Rose 10 kg (0 kg)');
    expect(REVIEW_DIALOG_TEXT.productOption('Honeycomb Litter Trapping Mat', ['60 x 45 cm', ''])).toBe('Honeycomb Litter Trapping Mat (60 x 45 cm)');
    expect(REVIEW_DIALOG_TEXT.productOption('Covered Litter Box with Carbon Filter', ['2.4 kg', null])).toBe('Covered Litter Box with Carbon Filter (2.4 kg)');
  });
});
