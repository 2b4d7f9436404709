import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

/** Requests from the edge of the internet: malformed addresses, and clients too slow to finish a request. */
let ctx: TestContext;
let port: number;
const REQUEST_TIMEOUT_MS = 1_500;
const HEADERS_TIMEOUT_MS = 1_000;
beforeAll(async () => {
  ctx = await createTestContext({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), KEEP_ALIVE_TIMEOUT_MS: '1000' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => ctx.close());

describe('malformed addresses', () => {
  for (const url of ['//%00/', '//a:b@c:99999/', '//elsewhere.example/x', '/%E0%A4%A/', '//%zz', '/media/%00', '/track/%E0']) {
    it(`answers GET ${url} with 400 and the shared body`, async () => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    });
  }

  it('answers them over a real connection too', async () => {
    const { text } = await exchange((s) => s.write('GET //a:b@c:99999/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('"code":"BAD_REQUEST"');
  });
});

interface Exchange {
  /** Everything the server sent before closing. */
  text: string;
  /** Milliseconds from connecting to the server closing the connection. */
  closedAfterMs: number;
}

/** Connects, lets `talk` write, and resolves once the server has closed the connection (or fails after 20 s). */
function exchange(talk: (socket: Socket) => void): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let text = '';
    const socket = connect(port, '127.0.0.1', () => talk(socket));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for 20 s; it sent: ${JSON.stringify(text)}`));
    }, 20_000);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
  });
}

/** Writes `data` one byte every `everyMs` until the socket closes. */
function trickle(socket: Socket, data: string, everyMs: number): void {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= data.length) return clearInterval(timer);
    socket.write(data[i++]!);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

describe('slow clients', () => {
  const body = JSON.stringify({ email: 'slow@example.com', password: 'a-password-1234' });

  it(`cuts a body sent a byte at a time at the request limit (${REQUEST_TIMEOUT_MS} ms) with 408`, async () => {
    const { text, closedAfterMs } = await exchange((s) => {
      s.write(`POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
      trickle(s, body, 400);
    });
    // The whole body would take 400 ms × its length (over 20 s): the server closed long before.
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(closedAfterMs).toBeLessThan(body.length * 400);
  });

  it(`cuts headers sent a byte at a time at the headers limit (${HEADERS_TIMEOUT_MS} ms)`, async () => {
    const headers = 'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'x'.repeat(60) + '\r\n\r\n';
    const { text, closedAfterMs } = await exchange((s) => trickle(s, headers, 300));
    expect(text === '' || /^HTTP\/1\.1 408 /.test(text)).toBe(true);
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(closedAfterMs).toBeLessThan(headers.length * 300);
  });

  it('closes an idle kept-alive connection after the keep-alive limit, having answered its request', async () => {
    const { text, closedAfterMs } = await exchange((s) => s.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
  });

  it('still takes a whole request sent at an ordinary pace', async () => {
    const { text } = await exchange((s) => {
      s.write(`POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`);
      s.write(body);
    });
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
  });
});
