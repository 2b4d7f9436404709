import { COD_FEE_TAX } from '@shop/contract/invoice-rules';
import type { OrderAddress } from '@shop/contract/orders';
import type { DbOrTx } from '../db/client';
import type { CreditPart, InvoiceRow, InvoicesService } from '../modules/invoices/invoices.service';
import type { OrdersService } from '../modules/orders/orders.service';
import type { UsersService } from '../modules/users/users.service';

export interface TaxDocumentsDeps {
  orders: OrdersService;
  users: UsersService;
  invoices: InvoicesService;
}

export type TaxDocumentsWorkflow = ReturnType<typeof createTaxDocumentsWorkflow>;

/**
 * GST documents of an order, written inside the transaction of the change that calls for them: the tax invoice
 * (on placement when paid online, on dispatch otherwise) and the credit notes against it (one for each refunded
 * part, or one for what is left when cancelled or returned). See docs/decisions/015-gst-invoices.md.
 */
export function createTaxDocumentsWorkflow({ orders, users, invoices }: TaxDocumentsDeps) {
  return {
    /** Issues the order's tax invoice from the order as placed, unless it has one. */
    async invoiceOrder(tx: DbOrTx, orderId: string, at: Date): Promise<InvoiceRow> {
      const { row, items } = await orders.withItemRows(tx, orderId);
      const contact = await users.getContact(row.userId, tx);
      return invoices.issueInvoice(
        tx,
        {
          orderId: row.id,
          userId: row.userId,
          customOrderId: row.customOrderId,
          totalPaise: row.totalPaise,
          couponDiscountPaise: row.couponDiscountPaise,
          onlineDiscountPaise: row.onlineDiscountPaise,
          codFee: row.codFeePaise > 0 ? { amountPaise: row.codFeePaise, ...COD_FEE_TAX } : null,
          buyerName: contact.name,
          address: row.address as OrderAddress,
          // Paid lines first, free units after, in a fixed order: the order of the lines decides who takes a leftover paisa.
          lines: [...items]
            .sort((a, b) => Number(a.isFree) - Number(b.isFree) || a.productName.localeCompare(b.productName) || a.id.localeCompare(b.id))
            .map((i) => ({
              description: i.productName,
              hsnCode: i.hsnCode,
              gstRateBp: i.gstRateBp,
              quantity: i.quantity,
              unitPricePaise: i.unitPricePaise,
              lineTotalPaise: i.lineTotalPaise,
              isFree: i.isFree,
            })),
        },
        at,
      );
    },

    /** Credits what is left of the order's invoice (all of it, or a refund's part), if it was invoiced. */
    creditOrder(tx: DbOrTx, orderId: string, reason: string, at: Date, part?: CreditPart): Promise<InvoiceRow | null> {
      return invoices.issueCreditNote(tx, orderId, reason, at, part);
    },
  };
}
