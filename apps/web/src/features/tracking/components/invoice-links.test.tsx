// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InvoiceLinks } from './invoice-links';

afterEach(cleanup);

const invoice = { number: 'INV/26-27/000123', issuedAt: '2026-12-01T05:30:00.000Z', url: '/api/v1/order/ORD-20261201-0001/invoice', creditNote: null, creditNotes: [] };

describe('InvoiceLinks', () => {
  it('offers the invoice as a download once it is issued', () => {
    render(<InvoiceLinks invoice={invoice} />);
    expect(screen.getByText('Tax invoice INV/26-27/000123')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download invoice' }).getAttribute('href')).toBe(invoice.url);
    expect(screen.queryByRole('link', { name: /^Download credit note/ })).toBeNull();
  });

  it('adds each credit note: one for each refunded part', () => {
    const part = { number: 'CRN/26-27/000004', issuedAt: '2026-12-02T05:30:00.000Z', url: '/api/v1/order/ORD-20261201-0001/credit-note/CRN-26-27-000004', amount: 100, reason: null };
    const rest = { ...part, number: 'CRN/26-27/000005', url: '/api/v1/order/ORD-20261201-0001/credit-note/CRN-26-27-000005', amount: 494 };
    render(<InvoiceLinks invoice={{ ...invoice, creditNote: { number: part.number, issuedAt: part.issuedAt, url: part.url }, creditNotes: [part, rest] }} />);
    expect(screen.getByText('Credit note for ₹100.00')).toBeTruthy();
    expect(screen.getByText('Credit note for ₹494.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download credit note CRN/26-27/000004' }).getAttribute('href')).toBe(part.url);
    expect(screen.getByRole('link', { name: 'Download credit note CRN/26-27/000005' }).getAttribute('href')).toBe(rest.url);
  });

  it('shows nothing before there is an invoice', () => {
    const { container } = render(<InvoiceLinks invoice={null} />);
    expect(container.textContent).toBe('');
  });
});
