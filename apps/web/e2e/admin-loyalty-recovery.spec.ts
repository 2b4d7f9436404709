import { newCustomer } from './accounts';
import { toast } from './auth-ui';
import { expect, test } from './fixtures';
import { courierReports, customerApi, placeOnlineOrder, ROSE_5 } from './orders';
import { signInStaff } from './staff';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };

test.describe('a used loyalty reward whose orders come back', () => {
  test('staff see what the return keeps back before they mark it received, and after', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'loyal' });
    const api = await customerApi(baseURL!, customer);
    const earned = [];
    for (let i = 0; i < 6; i += 1) {
      const order = await placeOnlineOrder(api);
      await courierReports(api, order.customOrderId, 'AWB ASSIGNED', 'DELIVERED');
      earned.push(order);
    }
    // The reward: one of two bags free.
    const list = (await (await api.get('/api/v1/products/all-products')).json()) as { products: Array<{ _id: string; productName: string }> };
    const rose = list.products.find((p) => p.productName === ROSE_5)!;
    const created = await api.post('/api/v1/order/create-razorpay-order', { data: { items: [{ productId: rose._id, quantity: 2 }], coupon: { code: 'LOYALTY6' } } });
    expect(created.ok(), await created.text()).toBe(true);
    const paid = (await (await api.post(`/dev/payments/${((await created.json()) as { id: string }).id}/pay`)).json()) as Record<string, string>;
    const verified = await api.post('/api/v1/order/verify-razorpay-payment', {
      data: { razorpayOrderId: paid.razorpay_order_id, razorpayPaymentId: paid.razorpay_payment_id, razorpaySignature: paid.razorpay_signature },
    });
    expect(verified.ok(), await verified.text()).toBe(true);
    const reward = ((await verified.json()) as { order: { customOrderId: string } }).order;
    const returned = earned[0]!;
    expect((await api.post(`/api/v1/order/${returned.customOrderId}/return`, { data: { reason: 'Wrong item received' } })).ok()).toBe(true);
    await api.dispose();

    await page.setViewportSize(PHONE);
    await signInStaff(context, baseURL!);
    await page.goto(`/admin/orders/${returned.customOrderId}`);
    const before = page.getByText(`This order helped earn the loyalty reward used on ${reward.customOrderId}. If it comes back, the reward is no longer earned: ₹${returned.total.toFixed(2)} is kept back from its refund.`);
    await expect(before).toBeVisible();
    await expectFitsScreen(page, 'the console order page with a loyalty note', PHONE.width);

    for (const [button, dialog, done] of [
      ['Approve return', 'Approve this return?', 'Return approved'],
      ['Mark received', 'Mark this return received?', 'Return marked received'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button }).click();
      await expect(toast(page, done)).toBeVisible();
    }
    await expect(page.getByText(`₹${returned.total.toFixed(2)} was kept back from this order's refund: it pays back the loyalty reward used on ${reward.customOrderId}.`)).toBeVisible();
  });
});
