import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';

const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });
/** Fast enough for every page view; the build's own files are compressed at the best ratio ahead of time. */
const BROTLI_PAGE_QUALITY = 4;

/**
 * A page compressed for the browser that asked for it (brotli, else gzip), as it streams. Pages are answered by the
 * not-found handler, which is not a route, so the compression plugin's per-route hook never sees them.
 */
export function compressPage(request: FastifyRequest, reply: FastifyReply, html: string | NodeJS.ReadableStream): string | NodeJS.ReadableStream {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? encodings.negotiate(accepted) : null;
  if (!encoding) return html;
  reply.header('content-encoding', encoding);
  const compressor =
    encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_PAGE_QUALITY } }) : zlib.createGzip();
  const source = typeof html === 'string' ? Readable.from([html]) : html;
  pipeline(source, compressor, (error) => {
    if (error) request.log.warn({ err: error }, 'a page stopped streaming');
  });
  return compressor;
}
