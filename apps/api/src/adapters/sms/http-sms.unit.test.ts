import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSms } from './http-sms';

/** A real HTTP provider on a local port: this test is about the network call. */
let server: Server;
let url: string;
const received: Array<{ auth: string | undefined; type: string | undefined; body: unknown }> = [];
let answer = 200;
let delayMs = 0;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    received.push({ auth: req.headers.authorization, type: req.headers['content-type'], body: JSON.parse(await readBody(req)) });
    setTimeout(() => res.writeHead(answer).end('{"echo":"123456"}'), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('HTTP SMS sender', () => {
  it('POSTs {to, message} as JSON with the bearer key', async () => {
    answer = 202;
    await createHttpSms({ url, apiKey: 'key-123' }).send({ to: '+919876543210', message: 'hello' });
    expect(received.at(-1)).toEqual({ auth: 'Bearer key-123', type: 'application/json', body: { to: '+919876543210', message: 'hello' } });
  });

  it('fails on a non-2xx answer without quoting the body', async () => {
    answer = 500;
    const error = await createHttpSms({ url, apiKey: 'k' }).send({ to: '+919876543210', message: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('SMS provider answered 500');
  });

  it('gives up after the timeout', async () => {
    answer = 200;
    delayMs = 500;
    await expect(createHttpSms({ url, apiKey: 'k', timeoutMs: 50 }).send({ to: '+919876543210', message: 'x' })).rejects.toThrow();
    delayMs = 0;
  });
});
