import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../audit/audit.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member of staff making a change, set before every console route that changes something. */
    staffActor?: Actor;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Names the member of staff on every console request that changes something, by the email of their account: the
 * audit log and a refund's "asked by" keep who acted even if the account is later removed.
 */
export function nameStaffOnChanges(app: FastifyInstance, contactOf: (userId: string) => Promise<{ email: string }>): void {
  app.addHook('preHandler', async (request) => {
    if (READS.has(request.method) || !request.user) return;
    const { email } = await contactOf(request.user.userId);
    request.staffActor = { userId: request.user.userId, label: email };
  });
}

/** Who acted, for the audit log: the signed-in member of staff. */
export function staffActor(request: FastifyRequest): Actor {
  return request.staffActor ?? { userId: request.user!.userId, label: 'admin' };
}
