// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderDetails } from './order-details';
import { UndeliveredMarker } from './undelivered-marker';

afterEach(cleanup);

describe('UndeliveredMarker', () => {
  it("shows the status and the server's words, when it happened, and where to ask", () => {
    const message = 'Returning to us: the parcel could not be delivered. You have not been charged anything.';
    render(
      <MemoryRouter>
        <UndeliveredMarker status="rto_initiated" label="Returning to us" message={message} at="2026-11-27T08:56:00.000Z" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Returning to us')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText(/^Since 27 Nov 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
  });
});

describe('OrderDetails of a parcel that did not reach the customer', () => {
  const order = {
    items: [{ name: 'Rose 5 kg', quantity: 2 }],
    placedAt: '2026-11-25T08:56:00.000Z',
    deliveredAt: null,
    total: 1188,
    address: undefined,
    courier: 'Local courier',
  };

  it('asks no cash of a Cash on Delivery parcel back with us', () => {
    render(<OrderDetails {...order} statusCode="rto_delivered" statusLabel="Returned to us" paymentMethod="COD" />);
    expect(screen.queryByText('To pay in cash on delivery')).toBeNull();
    expect(screen.getByText('Order total (nothing to pay)')).toBeTruthy();
  });

  it('still says what was paid for a lost parcel paid online', () => {
    render(<OrderDetails {...order} statusCode="lost" statusLabel="Lost in transit" paymentMethod="ONLINE" />);
    expect(screen.getByText('Amount paid')).toBeTruthy();
  });

  it('keeps asking cash for a Cash on Delivery parcel still on its way', () => {
    render(<OrderDetails {...order} statusCode="in_transit" statusLabel="In Transit" paymentMethod="COD" />);
    expect(screen.getByText('To pay in cash on delivery')).toBeTruthy();
  });

  it('asks for cash in whole rupees, and says what was paid online to the paisa', () => {
    const { unmount } = render(<OrderDetails {...order} statusCode="placed" statusLabel="Order Placed" paymentMethod="COD" />);
    expect(screen.getByText('₹1,188')).toBeTruthy();
    expect(screen.queryByText('₹1,188.00')).toBeNull();
    unmount();
    render(<OrderDetails {...order} statusCode="placed" statusLabel="Order Placed" paymentMethod="ONLINE" />);
    expect(screen.getByText('₹1,188.00')).toBeTruthy();
  });
});
