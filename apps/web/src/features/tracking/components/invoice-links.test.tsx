// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INVOICE, creditNoteFixture, invoiceWithCreditNotes } from '../../../lib/invoice-fixtures';
import { InvoiceLinks } from './invoice-links';

afterEach(cleanup);

describe('InvoiceLinks', () => {
  it('offers the invoice as a download once it is issued', () => {
    render(<InvoiceLinks invoice={INVOICE} />);
    expect(screen.getByText('Tax invoice INV/26-27/000123')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download invoice' }).getAttribute('href')).toBe(INVOICE.url);
    expect(screen.queryByRole('link', { name: /^Download credit note/ })).toBeNull();
  });

  it('adds each credit note: one for each refunded part', () => {
    const part = creditNoteFixture(4, 100, null);
    const rest = creditNoteFixture(5, 494, null);
    render(<InvoiceLinks invoice={invoiceWithCreditNotes(part, rest)} />);
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
