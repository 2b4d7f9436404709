import { Reorder } from '@shop/contract/reminders';
import { DEFAULT_ADDRESS_ALIAS } from '@shop/contract/constants';
import type { DeliveryChoice } from '../../lib/use-delivery-address';

/** What checkout is opened with by a refill's one-tap reorder (the restore page's router state), if it was. */
export function reorderOf(state: unknown): Reorder | null {
  if (typeof state !== 'object' || state === null || !('reorder' in state)) return null;
  const parsed = Reorder.safeParse((state as { reorder: unknown }).reorder);
  return parsed.success ? parsed.data : null;
}

/** The last order's address: the saved one it matches, else that address for this order only. */
export function reorderAddressChoice(reorder: Reorder | null): DeliveryChoice {
  if (!reorder) return { kind: 'primary' };
  if (reorder.addressId) return { kind: 'saved', id: reorder.addressId };
  const a = reorder.address;
  return {
    kind: 'once',
    address: { ...a, _id: 'this-order', alias: DEFAULT_ADDRESS_ALIAS, address_line2: a.address_line2 ?? '', isPrimary: false },
  };
}

/** What the customer should know about a line before paying: nothing, sold out, fewer than ordered, or a new price. */
export type ReorderNote =
  | { kind: 'unavailable'; name: string }
  | { kind: 'fewer'; name: string; added: number; quantity: number }
  | { kind: 'price'; name: string; then: number; now: number };

export function reorderNotes(reorder: Reorder): ReorderNote[] {
  const notes: ReorderNote[] = [];
  for (const line of reorder.lines) {
    if (line.unitPriceNow === null || (!line.alreadyInCart && line.added === 0)) {
      notes.push({ kind: 'unavailable', name: line.name });
      continue;
    }
    if (!line.alreadyInCart && line.added < line.quantity) notes.push({ kind: 'fewer', name: line.name, added: line.added, quantity: line.quantity });
    if (line.unitPriceNow !== line.unitPriceThen) notes.push({ kind: 'price', name: line.name, then: line.unitPriceThen, now: line.unitPriceNow });
  }
  return notes;
}
