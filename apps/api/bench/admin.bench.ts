// Operations console benchmark: staff screens on a shop with a year of orders. Run with `npm run bench`.
// Targets (one API process, embedded PostgreSQL, 2 cores), 50,000 orders from 5,000 customers, 5 staff clients
// at once: p95 under 150 ms for the dashboard, the order list (plain, filtered, searched) and the customer search.
import { sql } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { ACCESS_COOKIE } from '../src/lib/session-tokens';
import { startSession } from '../src/modules/auth/sessions';
import { load, report, reportMemory, SESSION_SECRET, withShop } from './harness';

const CUSTOMERS = 5_000;
const ORDERS = 50_000;
const CONCURRENCY = 5;
const TARGETS = { p95Ms: 150, minRps: 30 };

await withShop(async ({ db, base }) => {
  const t0 = performance.now();
  await db.execute(sql`
    insert into users (email, name, phone, has_details)
    select 'customer' || n || '@example.in', 'Customer ' || n, '+9198' || lpad(n::text, 8, '0'), true from generate_series(1, ${CUSTOMERS}) n`);
  // A year of orders, a few returned, spread over every status.
  await db.execute(sql`
    with c as (select id, row_number() over (order by email) as k from users where role = 'customer')
    insert into orders (custom_order_id, user_id, status, payment_method, payment_status, mrp_total_paise, product_discount_paise, subtotal_paise, total_paise, address, placed_at)
    select 'ORD-BENCH-' || lpad(n::text, 6, '0'), c.id,
      (array['placed','confirmed','shipment_created','picked_up','in_transit','out_for_delivery','delivered','delivered','delivered','cancelled'])[1 + n % 10]::order_status,
      (case when n % 3 = 0 then 'COD' else 'ONLINE' end)::payment_method, (case when n % 3 = 0 then 'pending' else 'paid' end)::payment_status,
      69900, 10485, 59415, 59415, '{"address_line1":"1 MG Road","address_line2":"","city":"Bengaluru","state":"Karnataka","pincode":560001,"country":"India"}'::jsonb,
      now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute'
    from generate_series(1, ${ORDERS}) n join c on c.k = 1 + n % ${CUSTOMERS}`);
  await db.execute(sql`
    insert into order_items (order_id, product_name, weight, fragrance, quantity, unit_mrp_paise, unit_price_paise, line_total_paise, hsn_code, gst_rate_bp)
    select o.id, 'Premium Bentonite Cat Litter - Lavender 5 kg', '5 kg', 'Lavender', 1, 69900, 59415, 59415, p.hsn_code, p.gst_rate_bp
    from orders o cross join (select hsn_code, gst_rate_bp from products order by sort_order limit 1) p`);
  await db.execute(sql`
    insert into return_requests (order_id, user_id, reason, status)
    select id, user_id, 'Damaged product', 'requested'::return_status from orders where status = 'delivered' and custom_order_id like '%7'`);
  await db.execute(sql`analyze`);
  console.log(`seeded ${CUSTOMERS} customers and ${ORDERS} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const [staff] = await db.insert(users).values({ email: 'staff@example.in', role: 'admin', emailVerifiedAt: new Date() }).returning();
  const session = await startSession(db, { user: staff!, sessionSecret: SESSION_SECRET, now: new Date() });
  const headers = { cookie: `${ACCESS_COOKIE}=${session.accessToken}` };

  let ok = true;
  for (const [name, path] of [
    ['dashboard', '/admin/dashboard'],
    ['orders, newest', '/admin/orders'],
    ['orders, by status', '/admin/orders?status=in_transit&page=20'],
    ['orders, by total', '/admin/orders?sort=total&dir=desc'],
    ['orders, returns', '/admin/orders?returnStatus=requested'],
    ['orders, search email', '/admin/orders?q=customer4242%40'],
    ['orders, search number', '/admin/orders?q=ORD-BENCH-04242'],
    ['customers, search', '/admin/customers?q=98000042'],
  ] as const) {
    ok = report(name, await load(`${base}${path}`, CONCURRENCY, headers), TARGETS) && ok;
  }
  return reportMemory(400) && ok;
});
