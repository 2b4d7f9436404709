import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context';
import { createUser } from '../../test/factories';

const ctx = useTestContext();
const remindNow = (which: 'send-now' | 'refill-now', email: string) => ctx.app.inject({ method: 'POST', url: `/dev/reminders/${which}`, payload: { email } });

describe("the dev routes that send a customer's reminder now", () => {
  it.each(['send-now', 'refill-now'] as const)('/dev/reminders/%s finds the customer by email, whatever its case, and says why nothing went', async (which) => {
    const user = await createUser(ctx.db);
    const res = await remindNow(which, user.email!.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: which === 'send-now' ? 'no cart' : 'no litter order' });
  });

  it.each(['send-now', 'refill-now'] as const)('/dev/reminders/%s answers that no customer has an unknown email, and 400 to one that is not an email', async (which) => {
    expect((await remindNow(which, 'nobody@example.in')).json()).toEqual({ outcome: 'no such customer' });
    expect((await remindNow(which, 'not an email')).statusCode).toBe(400);
  });
});
