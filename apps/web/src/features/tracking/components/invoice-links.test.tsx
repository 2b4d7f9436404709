// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InvoiceLinks } from './invoice-links';

afterEach(cleanup);

const invoice = { number: 'INV/26-27/000123', issuedAt: '2026-12-01T05:30:00.000Z', url: '/api/v1/order/ORD-20261201-0001/invoice', creditNote: null };

describe('InvoiceLinks', () => {
  it('offers the invoice as a download once it is issued', () => {
    render(<InvoiceLinks invoice={invoice} />);
    expect(screen.getByText('Tax invoice INV/26-27/000123')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download invoice' }).getAttribute('href')).toBe(invoice.url);
    expect(screen.queryByRole('link', { name: 'Download credit note' })).toBeNull();
  });

  it('adds the credit note of a cancelled or returned order', () => {
    const creditNote = { number: 'CRN/26-27/000004', issuedAt: '2026-12-02T05:30:00.000Z', url: '/api/v1/order/ORD-20261201-0001/credit-note' };
    render(<InvoiceLinks invoice={{ ...invoice, creditNote }} />);
    expect(screen.getByRole('link', { name: 'Download credit note' }).getAttribute('href')).toBe(creditNote.url);
  });

  it('shows nothing before there is an invoice', () => {
    const { container } = render(<InvoiceLinks invoice={null} />);
    expect(container.textContent).toBe('');
  });
});
