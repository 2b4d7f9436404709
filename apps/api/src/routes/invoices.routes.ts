import { CreditNoteParams, INVOICE_LIMITS, InvoiceParams, type InvoiceKind } from '@shop/contract/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { perMinute } from '../lib/rate-limit';
import type { AuthGuard } from '../modules/auth/auth.guard';
import { renderInvoicePdf } from '../modules/invoices/invoice-pdf';
import type { InvoiceDocument, InvoicesService } from '../modules/invoices/invoices.service';

/** The PDF of an order's tax invoice or credit notes, for the order's customer and for staff (reprints). */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService; guard: AuthGuard }> = async (app, { invoices, guard }) => {
  const limits = { onRequest: guard.requireUser, config: { rateLimit: perMinute(INVOICE_LIMITS.downloadsPerMinute) } };
  const sendPdf = async (reply: FastifyReply, document: InvoiceDocument) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${document.number.replaceAll('/', '-')}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(await renderInvoicePdf(document));

  const documents: Array<{ path: string; kind: InvoiceKind; summary: string }> = [
    { path: '/order/:orderId/invoice', kind: 'invoice', summary: "The order's GST tax invoice as a PDF (the order's customer or staff)" },
    { path: '/order/:orderId/credit-note', kind: 'credit_note', summary: "The order's first credit note as a PDF (the order's customer or staff)" },
  ];
  for (const { path, kind, summary } of documents) {
    app.get(
      path,
      // The answer is a PDF (application/pdf); errors are the usual JSON body: 401 signed out, 404 not yours or none yet.
      { ...limits, schema: { tags: ['orders'], summary, params: InvoiceParams } },
      async (request, reply) => {
        const user = request.user!;
        return sendPdf(reply, await invoices.documentFor(request.params.orderId, kind, { userId: user.userId, isStaff: user.role === 'admin' }));
      },
    );
  }

  app.get(
    '/order/:orderId/credit-note/:number',
    {
      ...limits,
      schema: { tags: ['orders'], summary: "One of the order's credit notes by its number (CRN-26-27-000004) as a PDF (the order's customer or staff)", params: CreditNoteParams },
    },
    async (request, reply) => {
      const user = request.user!;
      return sendPdf(reply, await invoices.documentFor(request.params.orderId, 'credit_note', { userId: user.userId, isStaff: user.role === 'admin' }, request.params.number));
    },
  );
};
