import { GRIEVANCE_OFFICER, GRIEVANCE_OFFICER_LIMITS, GrievanceOfficerResponse, GrievanceOfficerSettingsResponse } from '@shop/contract/grievance-officer-settings';
import { PUBLIC_CACHE } from '@shop/contract/operations';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signedInStaffAndCustomer } from '../../../test/auth-helpers';
import { useTestContext } from '../../../test/context';
import { auditLog, devMessages } from '../../db/schema';

const ctx = useTestContext();
const URL = '/api/v1/admin/settings/grievance-officer';
const officer = {
  name: 'Kavya Menon',
  designation: 'Grievance and Data Protection Officer',
  email: 'Kavya.Menon@PurrfectLitter.in',
  phone: '+91 80 4567 8901',
  address: 'Purrfect Litter Private Limited, 14 Residency Road, Bengaluru 560025',
  hours: 'Monday to Friday, 09:30 to 17:30',
};
const put = (cookie: string | undefined, body: object) => ctx.app.inject({ method: 'PUT', url: URL, headers: cookie ? { cookie } : {}, payload: body });
const publicOfficer = async () => GrievanceOfficerResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/grievance-officer' })).json()).officer;

describe('the grievance officer', () => {
  it('is the shop’s default until staff set one; only staff may, and bad input is refused naming the field', async () => {
    expect(await publicOfficer()).toEqual(GRIEVANCE_OFFICER);
    const { staffCookie, customerCookie } = await signedInStaffAndCustomer(ctx);
    expect((await put(undefined, officer)).statusCode).toBe(401);
    expect((await put(customerCookie, officer)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: URL, headers: { cookie: customerCookie } })).statusCode).toBe(403);
    const bad: Array<[string, object]> = [
      ['email', { ...officer, email: 'not-an-address' }],
      ['name', { ...officer, name: '   ' }],
      ['name', { ...officer, name: 'A'.repeat(GRIEVANCE_OFFICER_LIMITS.nameMaxLength + 1) }],
      ['phone', { ...officer, phone: 'call us' }],
      ['phone', { ...officer, phone: '+91 12' }],
      ['address', { ...officer, address: 'Bengaluru' }],
      ['hours', { ...officer, hours: 'x'.repeat(GRIEVANCE_OFFICER_LIMITS.hoursMaxLength + 1) }],
      ['designation', { name: officer.name, email: officer.email, phone: officer.phone, address: officer.address, hours: officer.hours }],
    ];
    for (const [field, body] of bad) {
      const res = await put(staffCookie, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.body).toContain(field);
    }
    expect(await publicOfficer()).toEqual(GRIEVANCE_OFFICER);
    expect(await ctx.db.$count(auditLog, eq(auditLog.action, 'settings.grievance_officer'))).toBe(0);
  });

  it('set by staff: audited, shown to everyone at once, every process told to forget its kept pages, and named in grievance mails', async () => {
    const { staff, staffCookie } = await signedInStaffAndCustomer(ctx);
    // Every process hears of the change through PostgreSQL, as of a catalogue change.
    const listener = new pg.Client({ connectionString: ctx.databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(`${n.channel}:${n.payload}`));
    await listener.query(`LISTEN ${PUBLIC_CACHE.changesChannel}`);
    try {
      const saved = await put(staffCookie, officer);
      expect(saved.statusCode, saved.body).toBe(200);
      const view = GrievanceOfficerSettingsResponse.parse(saved.json());
      expect(view).toMatchObject({ officer: { ...officer, email: 'kavya.menon@purrfectlitter.in' }, updatedBy: staff.id });
      expect(await publicOfficer()).toEqual(view.officer);
      await expect.poll(() => heard).toContain(`${PUBLIC_CACHE.changesChannel}:grievance_officer`);
    } finally {
      await listener.end();
    }

    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'settings.grievance_officer'), eq(auditLog.actorUserId, staff.id)));
    expect(entry).toMatchObject({ entityType: 'setting', entityId: 'grievance_officer', before: GRIEVANCE_OFFICER, after: { name: officer.name, phone: officer.phone } });

    // The acknowledgement of a grievance names the officer now in force.
    const email = `visitor-${randomUUID().slice(0, 8)}@example.in`;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/grievances', payload: { email, name: 'Meera', subject: 'Refund', message: 'Where is my refund for the torn bag?' } });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await ctx.db.select().from(devMessages).where(eq(devMessages.recipient, email));
    expect(mail!.textBody).toContain('Kavya Menon, Grievance and Data Protection Officer (kavya.menon@purrfectlitter.in, +91 80 4567 8901; Purrfect Litter Private Limited, 14 Residency Road');
    expect(mail!.textBody).not.toContain(GRIEVANCE_OFFICER.name);
  });
});
