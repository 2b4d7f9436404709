// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INVOICE, creditNoteFixture, invoiceWithCreditNotes } from '../../../lib/invoice-fixtures';
import { InvoicePanel } from './invoice-panel';

afterEach(cleanup);

describe('InvoicePanel', () => {
  it('shows the invoice number with download and reprint', () => {
    render(<InvoicePanel invoice={INVOICE} />);
    expect(screen.getByText('INV/26-27/000123')).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download invoice' });
    expect(download.getAttribute('href')).toBe(INVOICE.url);
    expect(download.hasAttribute('download')).toBe(true);
    // Reprint opens the PDF in a tab of its own, where the browser prints it.
    const reprint = screen.getByRole('link', { name: 'Reprint invoice' });
    expect(reprint.getAttribute('href')).toBe(INVOICE.url);
    expect(reprint.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: /^Download credit note/ })).toBeNull();
  });

  it('lists every credit note with what it credits and its own download, and says when an order is not invoiced yet', () => {
    const part = creditNoteFixture(4, 3, 'Refunded in part: Bag arrived torn');
    const rest = creditNoteFixture(7, 591, 'Refunded in full', '2026-12-03T05:30:00.000Z');
    render(<InvoicePanel invoice={invoiceWithCreditNotes(part, rest)} />);
    expect(screen.getByRole('heading', { name: 'Credit notes' })).toBeTruthy();
    expect(screen.getByText('CRN/26-27/000004')).toBeTruthy();
    expect(screen.getByText('₹591.00')).toBeTruthy();
    expect(screen.getByText('Refunded in part: Bag arrived torn')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download credit note CRN/26-27/000004' }).getAttribute('href')).toBe(part.url);
    expect(screen.getByRole('link', { name: 'Download credit note CRN/26-27/000007' }).getAttribute('href')).toBe(rest.url);
    cleanup();
    render(<InvoicePanel invoice={null} />);
    expect(screen.getByText(/^Not invoiced yet/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
