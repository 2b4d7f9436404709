// The flood of render-flood.bench.ts, sent from a process of its own (as a flood comes from other machines), so the
// customers' latencies are not measured by a process busy sending it. FLOOD_BASE, FLOOD_CONNECTIONS and FLOOD_FROM
// (the first number used) come from the benchmark; it floods from the first response until told to stop over IPC,
// then sends back what it got.
import autocannon from 'autocannon';

/** What the benchmark gets back. */
export interface FloodResult {
  requests: number;
  p50: number;
  p99: number;
  /** Answers by HTTP status. */
  statuses: Array<[number, number]>;
  /** The last number used, so the next flood asks for pages nobody asked for yet. */
  n: number;
}

const send = (message: unknown) => process.send?.(message);
const statuses = new Map<number, number>();
let n = Number(process.env.FLOOD_FROM ?? 0);
let started = false;
const instance = autocannon(
  {
    url: process.env.FLOOD_BASE!,
    connections: Number(process.env.FLOOD_CONNECTIONS ?? 50),
    // Until told to stop.
    duration: 600,
    requests: [
      {
        setupRequest(request) {
          n++;
          const paths = [`/?q=${n}`, `/explore?x=${n}`, `/track/ORD-FLOOD-${n}`, `/gone-${n}`];
          const address = `198.18.${(n >> 8) & 255}.${n & 255}`;
          return { ...request, path: paths[n % paths.length]!, headers: { ...request.headers, 'x-forwarded-for': address, 'accept-encoding': 'br' } };
        },
      },
    ],
  },
  (error, result) => {
    if (error) throw error;
    const done: FloodResult = { requests: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, statuses: [...statuses], n };
    send(done);
    process.disconnect?.();
  },
);
instance.on('response', (_client, statusCode) => {
  statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  if (!started) {
    started = true;
    send('started');
  }
});
process.on('message', (message) => {
  if (message === 'stop') instance.stop();
});
