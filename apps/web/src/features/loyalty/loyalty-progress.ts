/**
 * One entry per stamp of the card: collected or not. The count and the target are the server's answer (GET
 * /loyalty/status: the target comes from the loyalty reward's settings); the card only draws them.
 */
export function stamps(count: number, target: number): boolean[] {
  const size = Number.isFinite(target) ? Math.max(0, Math.floor(target)) : 0;
  return Array.from({ length: size }, (_, i) => i < count);
}
