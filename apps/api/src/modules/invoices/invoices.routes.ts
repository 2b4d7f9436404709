import { INVOICE_LIMITS, InvoiceParams, type InvoiceKind } from '@shop/contract/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMinute } from '../../lib/rate-limit';
import type { AuthGuard } from '../auth/auth.guard';
import { renderInvoicePdf } from './invoice-pdf';
import type { InvoicesService } from './invoices.service';

/** The PDF of an order's tax invoice or credit note, for the order's customer and for staff (reprints). */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService; guard: AuthGuard }> = async (app, { invoices, guard }) => {
  const documents: Array<{ path: string; kind: InvoiceKind; summary: string }> = [
    { path: '/order/:orderId/invoice', kind: 'invoice', summary: "The order's GST tax invoice as a PDF (the order's customer or staff)" },
    { path: '/order/:orderId/credit-note', kind: 'credit_note', summary: "The credit note of a cancelled or returned order as a PDF (the order's customer or staff)" },
  ];
  for (const { path, kind, summary } of documents) {
    app.get(
      path,
      // The answer is a PDF (application/pdf); errors are the usual JSON body: 401 signed out, 404 not yours or none yet.
      { onRequest: guard.requireUser, config: { rateLimit: perMinute(INVOICE_LIMITS.downloadsPerMinute) }, schema: { tags: ['orders'], summary, params: InvoiceParams } },
      async (request, reply) => {
        const user = request.user!;
        const document = await invoices.documentFor(request.params.orderId, kind, { userId: user.userId, isStaff: user.role === 'admin' });
        const pdf = await renderInvoicePdf(document);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${document.number.replaceAll('/', '-')}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  }
};
