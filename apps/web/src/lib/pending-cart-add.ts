import { SIGN_IN_RETURN } from '@shop/contract/constants';
import type { AddToCartBody } from '@shop/contract/cart';

/** Where a visitor's Add To Cart waits for them to sign in (this browser only, across tabs and reloads). */
const STORAGE_KEY = 'shop.pendingCartAdd';

/** A visitor's Add To Cart, kept until they sign in: what to add, its name to say so, and the tap's own key. */
export interface PendingCartAdd {
  body: AddToCartBody;
  productName: string;
  /**
   * The tap's Idempotency-Key: every tab (or a reload) that finds this add sends the same key, so the server adds
   * it once however many send it.
   */
  key: string;
  savedAt: number;
}

const keepMs = SIGN_IN_RETURN.pendingAddKeepHours * 3_600_000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (private mode settings): the add is simply not kept
  }
}

/** A fresh key for one tap: random, and within the server's 8 to 100 printable characters. */
export function newTapKey(): string {
  return `tap-${crypto.randomUUID()}`;
}

/** Keeps a visitor's Add To Cart until they sign in (a later tap replaces an earlier one). */
export function savePendingCartAdd(body: AddToCartBody, productName: string): void {
  const pending: PendingCartAdd = { body, productName, key: newTapKey(), savedAt: Date.now() };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // full or blocked: nothing kept
  }
}

function isPending(value: unknown): value is PendingCartAdd {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<PendingCartAdd>;
  return (
    typeof v.key === 'string' &&
    typeof v.productName === 'string' &&
    typeof v.savedAt === 'number' &&
    !!v.body &&
    typeof v.body.productId === 'string' &&
    typeof v.body.quantity === 'number'
  );
}

/** The Add To Cart waiting for sign-in, if there is one still fresh (`now` to judge freshness). */
export function readPendingCartAdd(now = Date.now()): PendingCartAdd | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isPending(value) && now - value.savedAt <= keepMs && value.savedAt <= now + 60_000) return value;
  } catch {
    // unreadable: dropped below
  }
  clearPendingCartAdd();
  return null;
}

/** Forgets the waiting add, but only the one with this key (another tab may have saved a newer one). */
export function clearPendingCartAdd(key?: string): void {
  const store = storage();
  if (!store) return;
  if (key !== undefined) {
    const raw = store.getItem(STORAGE_KEY);
    if (raw && !raw.includes(`"key":${JSON.stringify(key)}`)) return;
  }
  store.removeItem(STORAGE_KEY);
}
