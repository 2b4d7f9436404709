import { Negotiator } from '@fastify/accept-negotiator';
import { PUBLIC_CACHE } from '@shop/contract/operations';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import { chooseEncoding, encodeBytes, matchesEtag, type EncodedBody } from '../lib/public-cache';
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

/** A page as the cache holds it: kept pages with their compressed forms, others as HTML to compress as they go. */
export interface ServedPage {
  status: number;
  html: string;
  encoded: EncodedBody | null;
}

async function readAll(html: string | NodeJS.ReadableStream): Promise<string> {
  if (typeof html === 'string') return html;
  let text = '';
  for await (const chunk of html) text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return text;
}

/**
 * A rendered page read whole (the renderer renders all of it before its first byte anyway), kept with its ETag and
 * compressed forms when it is a found page the server rendered; a missing page, or one left to the browser after a
 * failed render, is sent but not kept.
 */
export async function servedPage(rendered: RenderedPage): Promise<Render<ServedPage>> {
  const html = await readAll(rendered.html);
  const keep = rendered.status === 200 && rendered.serverRendered;
  return { value: { status: rendered.status, html, encoded: keep ? encodeBytes(Buffer.from(html), PUBLIC_CACHE.pageBrotliQuality) : null }, keep };
}

/** Sends a kept page: 304 when the browser has it already, else the compressed form it accepts. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, encoded: EncodedBody): FastifyReply {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding').header('etag', encoded.etag);
  if (matchesEtag(request.headers['if-none-match'], encoded.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding'], encoded);
  if (!encoding) return reply.send(encoded.body);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? encoded.br : encoded.gzip);
}
