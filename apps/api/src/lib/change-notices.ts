import { PUBLIC_CACHE } from '@shop/contract/operations';
import pg from 'pg';

export interface ChangeNotices {
  /** Resolves once the first LISTEN has succeeded (or failed: the listener keeps trying on its own). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

export interface ChangeNoticeHandlers {
  /** A notice arrived: its payload (the changed table's name). */
  onNotice(payload: string): void;
  /** Listening (again): whatever changed while nobody listened is unknown. */
  onListening(): void;
  /** The connection is gone; notices will be missed until onListening. */
  onLost(err: unknown): void;
}

/**
 * A dedicated PostgreSQL connection that LISTENs on `channel` and reconnects by itself (with a growing pause)
 * whenever it is lost, so every API process hears of changes made through any other within moments.
 */
export function listenForChanges(connection: pg.ClientConfig, channel: string, handlers: ChangeNoticeHandlers): ChangeNotices {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs: number = PUBLIC_CACHE.reconnectMinMs;
  let retryTimer: NodeJS.Timeout | null = null;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function lost(from: pg.Client, err: unknown): void {
    if (client !== from) return;
    client = null;
    from.removeAllListeners();
    from.on('error', () => {});
    void from.end().catch(() => {});
    if (closed) return;
    handlers.onLost(err);
    markReady();
    retryTimer = setTimeout(connect, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, PUBLIC_CACHE.reconnectMaxMs);
  }

  function connect(): void {
    retryTimer = null;
    if (closed) return;
    // A listener that waits in a queue of statements would hear late: it has no statement timeout of its own.
    const next = new pg.Client({ ...connection, statement_timeout: 0, query_timeout: undefined });
    client = next;
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next, new Error('the listening connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotice(message.payload ?? '');
    });
    next
      .connect()
      .then(() => next.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (client !== next) return;
        retryMs = PUBLIC_CACHE.reconnectMinMs;
        handlers.onListening();
        markReady();
      })
      .catch((err: unknown) => lost(next, err));
  }

  connect();

  return {
    ready,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
