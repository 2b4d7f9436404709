import { basisPointsToPercent, creditNoteSlug, gstStateCode, type CreditNoteRef, type InvoiceKind, type InvoiceRef, type OrderInvoice, type SupplyType } from '@shop/contract/invoices';
import type { OrderAddress } from '@shop/contract/orders';
import { COD_RULES_MESSAGES } from '@shop/contract/cod-rules-words';
import { allocateProportionally, creditNoteLines, taxLines, taxTotals, type CreditableLine } from '@shop/pricing/gst';
import { paiseToRupees } from '@shop/pricing/money';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { financialYearOf, formatInvoiceNumber } from './invoice-number';
import * as repo from './invoices.repository';

export type InvoiceRow = repo.InvoiceRow;

/** The seller printed on every document, as configured when it was issued. */
export interface Seller {
  legalName: string;
  address: string;
  state: string;
  stateCode: string;
  gstin: string;
}

export interface Buyer {
  name: string;
  addressLines: string[];
  state: string;
  /** Null for a state GST does not know (never for India Post's states). */
  stateCode: string | null;
  pincode: number;
}

/** One line of a document as printed: money in paise, the rate in basis points. */
export interface InvoiceLine {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  isFree: boolean;
  /** Of `discountPaise`, the part given for paying online (absent: none). */
  onlineDiscountPaise?: number;
  /** A charge of the order rather than goods (the Cash on Delivery fee, a service taxed at its own rate). */
  isCharge?: boolean;
  /**
   * On a credit note for a part: the invoice line (0-based) it credits. A credit note for the whole invoice copies
   * its lines in order and leaves this out.
   */
  invoiceLine?: number;
}

/** What a credit note credits: the part a refund gives back, or (without one) everything not yet credited. */
export interface CreditPart {
  refundId: string;
  amountPaise: number;
}

/** What an invoice is made from: the order as placed (its lines carry their HSN code and rate). */
export interface InvoiceBasis {
  orderId: string;
  userId: string;
  customOrderId: string;
  totalPaise: number;
  couponDiscountPaise: number;
  /** Taken off the goods before tax, beside the coupon's discount, for paying online. */
  onlineDiscountPaise: number;
  /** The Cash on Delivery fee: its own line, a service with its own SAC code and GST rate. */
  codFee: { amountPaise: number; sacCode: string; gstRateBp: number } | null;
  buyerName: string;
  address: OrderAddress;
  lines: Array<{ description: string; hsnCode: string; gstRateBp: number; quantity: number; unitPricePaise: number; lineTotalPaise: number; isFree: boolean }>;
}

/** A document with everything the PDF prints. */
export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
  customOrderId: string;
  /** For a credit note: the invoice it cancels, and why. */
  against: { number: string; issuedAt: Date } | null;
  reason: string | null;
  supplyType: SupplyType;
  seller: Seller;
  buyer: Buyer;
  lines: InvoiceLine[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
}

export interface InvoicesService {
  /**
   * Issues the order's tax invoice inside the caller's transaction: the next number of this financial year's
   * series (gap-free: taken from the counter row, given back if the transaction rolls back), the tax split by
   * where the order is delivered, and everything printed kept as issued. An order that has one keeps it.
   */
  issueInvoice(tx: DbOrTx, basis: InvoiceBasis, at: Date): Promise<InvoiceRow>;
  /**
   * Issues a credit note against the order's invoice, inside the caller's transaction (the order row locked), from
   * its own gap-free series: for a refund's part (its amount, GST included, the tax split line by line as on the
   * invoice; once a refund), or without one for everything not yet credited (cancelled, returned). Never more than
   * is left: nothing when the order has no invoice, it is credited in full already, or the refund has its note.
   */
  issueCreditNote(tx: DbOrTx, orderId: string, reason: string, at: Date, part?: CreditPart): Promise<InvoiceRow | null>;
  /** The order's invoice and credit notes, for the tracking page and the console; null before it is invoiced. */
  summaryOf(order: { _id: string; customOrderId: string }, tx?: DbOrTx): Promise<OrderInvoice | null>;
  /**
   * A document of an order (by id or number) for someone: the order's customer or staff; a credit note by its
   * number, or its first one. Anyone else, and an order without one, gets 404, so nobody learns which order
   * numbers exist.
   */
  documentFor(orderRef: string, kind: InvoiceKind, viewer: { userId: string; isStaff: boolean }, number?: string): Promise<InvoiceDocument>;
}

const documentUrl = (customOrderId: string, kind: InvoiceKind, number?: string) =>
  `/api/v1/order/${encodeURIComponent(customOrderId)}/${kind === 'invoice' ? 'invoice' : 'credit-note'}${number ? `/${creditNoteSlug(number)}` : ''}`;

const COLUMNS = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const;

/** What is left to credit of each line of `invoice` once `notes` are taken off it. */
function leftToCredit(invoice: InvoiceRow, notes: InvoiceRow[]): CreditableLine[] {
  const left = (invoice.lines as InvoiceLine[]).map((l) => ({ rateBp: l.rateBp, taxablePaise: l.taxablePaise, cgstPaise: l.cgstPaise, sgstPaise: l.sgstPaise, igstPaise: l.igstPaise, totalPaise: l.totalPaise }));
  for (const note of notes) {
    (note.lines as InvoiceLine[]).forEach((line, position) => {
      const target = left[line.invoiceLine ?? position];
      if (target) for (const c of COLUMNS) target[c] -= line[c];
    });
  }
  return left;
}

/** Builds the service with the seller from the configuration. */
export function createInvoicesService(deps: { db: Db; seller: Omit<Seller, 'stateCode'> }): InvoicesService {
  const { db } = deps;
  const sellerCode = gstStateCode(deps.seller.state);
  if (!sellerCode) throw new Error(`The seller's state is not a GST state: ${deps.seller.state}`);
  const seller: Seller = { ...deps.seller, stateCode: sellerCode };

  function buyerOf(basis: InvoiceBasis): Buyer {
    const a = basis.address;
    return {
      name: basis.buyerName,
      addressLines: [a.address_line1, a.address_line2, `${a.city}, ${a.state} ${a.pincode}`, a.country].filter((l) => l && l.trim()),
      state: a.state,
      stateCode: gstStateCode(a.state),
      pincode: a.pincode,
    };
  }

  async function issue(tx: DbOrTx, values: Omit<repo.NewInvoiceRow, 'number' | 'financialYear' | 'sequence'> & { kind: InvoiceKind; issuedAt: Date }): Promise<InvoiceRow> {
    const financialYear = financialYearOf(values.issuedAt);
    const sequence = await repo.nextSequence(tx, values.kind, financialYear);
    return repo.insertInvoice(tx, { ...values, financialYear, sequence, number: formatInvoiceNumber(values.kind, financialYear, sequence) });
  }

  function toDocument(row: InvoiceRow, customOrderId: string, against: InvoiceRow | null): InvoiceDocument {
    return {
      kind: row.kind,
      number: row.number,
      issuedAt: row.issuedAt,
      customOrderId,
      against: against ? { number: against.number, issuedAt: against.issuedAt } : null,
      reason: row.reason,
      supplyType: row.supplyType,
      seller: row.seller as Seller,
      buyer: row.buyer as Buyer,
      lines: row.lines as InvoiceLine[],
      totals: { taxablePaise: row.taxablePaise, cgstPaise: row.cgstPaise, sgstPaise: row.sgstPaise, igstPaise: row.igstPaise, totalPaise: row.totalPaise },
    };
  }

  return {
    async issueInvoice(tx, basis, at) {
      const existing = await repo.findOfOrder(tx, basis.orderId, 'invoice');
      if (existing) return existing;
      const buyer = buyerOf(basis);
      // Within the seller's state CGST + SGST, otherwise IGST (place of supply: where the goods are delivered).
      const supplyType: SupplyType = buyer.stateCode === seller.stateCode ? 'intra' : 'inter';
      // Discounts (the coupon's and paying online's) come off the goods before tax, shared over their lines; the
      // Cash on Delivery fee is a line of its own that no discount touches.
      const taxed = taxLines(
        basis.lines.map((l) => ({ grossPaise: l.lineTotalPaise, rateBp: l.gstRateBp })),
        basis.couponDiscountPaise + basis.onlineDiscountPaise,
        supplyType,
      );
      const onlineShares = allocateProportionally(basis.onlineDiscountPaise, taxed.map((t) => t.discountPaise));
      const fee = basis.codFee && basis.codFee.amountPaise > 0 ? basis.codFee : null;
      const feeTaxed = fee ? taxLines([{ grossPaise: fee.amountPaise, rateBp: fee.gstRateBp }], 0, supplyType)[0]! : null;
      const totals = taxTotals(feeTaxed ? [...taxed, feeTaxed] : taxed);
      // The invoice is for the amount paid, to the paisa; anything else is a bug, never an invoice.
      if (totals.totalPaise !== basis.totalPaise) throw new Error(`Invoice of ${basis.customOrderId} adds up to ${totals.totalPaise} paise, the order to ${basis.totalPaise}`);
      const lines: InvoiceLine[] = basis.lines.map((l, i) => {
        const t = taxed[i]!;
        return {
          description: l.description,
          hsnCode: l.hsnCode,
          quantity: l.quantity,
          unitPricePaise: l.unitPricePaise,
          grossPaise: t.grossPaise,
          discountPaise: t.discountPaise,
          taxablePaise: t.taxablePaise,
          rateBp: t.rateBp,
          cgstPaise: t.cgstPaise,
          sgstPaise: t.sgstPaise,
          igstPaise: t.igstPaise,
          totalPaise: t.totalPaise,
          isFree: l.isFree,
          ...(onlineShares[i]! > 0 ? { onlineDiscountPaise: onlineShares[i]! } : {}),
        };
      });
      if (fee && feeTaxed) {
        lines.push({
          description: COD_RULES_MESSAGES.codFeeInvoiceLine,
          hsnCode: fee.sacCode,
          quantity: 1,
          unitPricePaise: fee.amountPaise,
          grossPaise: feeTaxed.grossPaise,
          discountPaise: 0,
          taxablePaise: feeTaxed.taxablePaise,
          rateBp: feeTaxed.rateBp,
          cgstPaise: feeTaxed.cgstPaise,
          sgstPaise: feeTaxed.sgstPaise,
          igstPaise: feeTaxed.igstPaise,
          totalPaise: feeTaxed.totalPaise,
          isFree: false,
          isCharge: true,
        });
      }
      return issue(tx, {
        kind: 'invoice',
        orderId: basis.orderId,
        userId: basis.userId,
        invoiceId: null,
        reason: null,
        refundId: null,
        issuedAt: at,
        supplyType,
        seller,
        buyer,
        lines,
        taxablePaise: totals.taxablePaise,
        cgstPaise: totals.cgstPaise,
        sgstPaise: totals.sgstPaise,
        igstPaise: totals.igstPaise,
        totalPaise: totals.totalPaise,
      });
    },

    async issueCreditNote(tx, orderId, reason, at, part) {
      const documents = await repo.listOfOrder(tx, orderId);
      const invoice = documents.find((d) => d.kind === 'invoice');
      if (!invoice) return null;
      if (part && documents.some((d) => d.refundId === part.refundId)) return null;
      const notes = documents.filter((d) => d.kind === 'credit_note');
      const left = leftToCredit(invoice, notes);
      const leftPaise = left.reduce((n, l) => n + l.totalPaise, 0);
      const amountPaise = Math.min(part?.amountPaise ?? leftPaise, leftPaise);
      if (amountPaise <= 0) return null;
      const invoiceLines = invoice.lines as InvoiceLine[];
      let lines: InvoiceLine[];
      if (notes.length === 0 && amountPaise === invoice.totalPaise) {
        // The whole invoice at once: credited line for line, as invoiced.
        lines = invoiceLines;
      } else {
        const credited = creditNoteLines(left, amountPaise, invoice.supplyType);
        lines = credited.flatMap((c, i): InvoiceLine[] => {
          if (c.totalPaise === 0) return [];
          const line = invoiceLines[i]!;
          // A line credited whole in this note is its goods coming back; a part of one is money given back on it.
          const whole = c.totalPaise === line.totalPaise;
          return [
            {
              description: line.description,
              hsnCode: line.hsnCode,
              quantity: whole ? line.quantity : 0,
              unitPricePaise: whole ? line.unitPricePaise : 0,
              grossPaise: whole ? line.grossPaise : c.totalPaise,
              discountPaise: whole ? line.discountPaise : 0,
              ...c,
              rateBp: line.rateBp,
              isFree: line.isFree,
              invoiceLine: i,
            },
          ];
        });
      }
      const sum = (c: (typeof COLUMNS)[number]) => lines.reduce((n, l) => n + l[c], 0);
      // The seller, buyer and tax split are the invoice's: a credit note corrects that invoice and nothing else.
      return issue(tx, {
        kind: 'credit_note',
        orderId,
        userId: invoice.userId,
        invoiceId: invoice.id,
        refundId: part?.refundId ?? null,
        reason,
        issuedAt: at,
        supplyType: invoice.supplyType,
        seller: invoice.seller,
        buyer: invoice.buyer,
        lines,
        taxablePaise: sum('taxablePaise'),
        cgstPaise: sum('cgstPaise'),
        sgstPaise: sum('sgstPaise'),
        igstPaise: sum('igstPaise'),
        totalPaise: sum('totalPaise'),
      });
    },

    async summaryOf(order, tx = db) {
      const rows = await repo.listOfOrder(tx, order._id);
      const invoiceRow = rows.find((r) => r.kind === 'invoice');
      if (!invoiceRow) return null;
      const notes = rows.filter((r) => r.kind === 'credit_note');
      const first: InvoiceRef | null = notes[0] ? { number: notes[0].number, issuedAt: notes[0].issuedAt.toISOString(), url: documentUrl(order.customOrderId, 'credit_note') } : null;
      const creditNotes = notes.map(
        (n): CreditNoteRef => ({ number: n.number, issuedAt: n.issuedAt.toISOString(), url: documentUrl(order.customOrderId, 'credit_note', n.number), amount: paiseToRupees(n.totalPaise), reason: n.reason }),
      );
      return { number: invoiceRow.number, issuedAt: invoiceRow.issuedAt.toISOString(), url: documentUrl(order.customOrderId, 'invoice'), creditNote: first, creditNotes };
    },

    async documentFor(orderRef, kind, viewer, number) {
      const found = await repo.findByOrderRef(db, orderRef, kind, number);
      if (!found || (!viewer.isStaff && found.invoice.userId !== viewer.userId)) throw new AppError('invoice.notFound');
      const row = found.invoice;
      const against = row.invoiceId ? ((await repo.findOfOrder(db, row.orderId, 'invoice')) ?? null) : null;
      return toDocument(row, found.customOrderId, against);
    },
  };
}

/** A rate as printed: '5%', '0.25%'. */
export const formatRate = (bp: number) => `${basisPointsToPercent(bp)}%`;
