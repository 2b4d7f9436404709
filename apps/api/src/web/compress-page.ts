import { Negotiator } from '@fastify/accept-negotiator';
import { PUBLIC_CACHE } from '@shop/contract/operations';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import { chooseEncoding, encodeBytesOffThread, sendPrepared, type EncodedBody } from '../lib/public-cache';
import type { Render } from './page-cache';
import type { RenderedPage } from './spa';

const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });
/** Fast enough for every page view; the build's own files are compressed at the best ratio ahead of time. */
const BROTLI_PAGE_QUALITY = 4;

/**
 * A page compressed for the browser that asked for it (brotli, else gzip), as it streams. Pages are answered by the
 * not-found handler, which is not a route, so the compression plugin's per-route hook never sees them.
 */
export function compressPage(request: FastifyRequest, reply: FastifyReply, html: string | NodeJS.ReadableStream): string | NodeJS.ReadableStream {
  varyByEncoding(reply);
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

/** The same address answers brotli, gzip or plain bytes: caches must keep them apart. */
function varyByEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
}

/** A page as the cache holds it: a kept page as its bytes and compressed forms, another as HTML to compress as it goes. */
export type ServedPage = { status: number; encoded: EncodedBody; html?: never } | { status: number; html: string; encoded?: never };

async function readAll(html: string | NodeJS.ReadableStream): Promise<Buffer> {
  if (typeof html === 'string') return Buffer.from(html);
  // Bytes first, text once: a chunk may end inside a character (₹ is three bytes).
  const chunks: Buffer[] = [];
  for await (const chunk of html) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * A rendered page read whole (the renderer renders all of it before its first byte anyway), kept with its ETag and
 * compressed forms when it is a found page the server rendered; a missing page, or one left to the browser after a
 * failed render, is sent but not kept.
 */
export async function servedPage(rendered: RenderedPage): Promise<Render<ServedPage>> {
  const bytes = await readAll(rendered.html);
  const keep = rendered.status === 200 && rendered.serverRendered && rendered.keep !== false;
  const value: ServedPage = keep
    ? { status: rendered.status, encoded: await encodeBytesOffThread(bytes, PUBLIC_CACHE.pageBrotliQuality) }
    : { status: rendered.status, html: bytes.toString('utf8') };
  return { value, keep };
}

/** Sends a kept page: 304 when the browser has it already, else the compressed form it accepts. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, encoded: EncodedBody): FastifyReply {
  varyByEncoding(reply);
  return sendPrepared(request, reply, encoded);
}

/**
 * Sends bytes compressed ahead of time in the form the browser accepts, with no ETag: an answer that is not the page
 * (a refusal while the server is busy) must not be revalidated into a 304 that stands for it.
 */
export function sendShell(request: FastifyRequest, reply: FastifyReply, encoded: EncodedBody): FastifyReply {
  varyByEncoding(reply);
  const encoding = chooseEncoding(request.headers['accept-encoding'], encoded);
  if (!encoding) return reply.send(encoded.body);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? encoded.br : encoded.gzip);
}
