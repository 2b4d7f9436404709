import type { Order } from '@shop/contract/orders';
import { describe, expect, it } from 'vitest';
import { accountExistsMail, codeMail, noAccountMail } from '../modules/auth/auth.mails';
import { orderCancelledMail, orderDeliveredMail, orderPlacedMail, orderShippedMail, returnDecisionMail, returnRequestedMail } from '../modules/orders/order.mails';
import { BRAND, MAIL_THEME, renderMail } from './mail-layout';

// Only what the order mails read; the rest of an order does not reach a mail.
const order = {
  customOrderId: 'ORD-20261125-0001',
  paymentMethod: 'ONLINE',
  paymentStatus: 'paid',
  trackingNumber: 'AWB123',
  items: [{ name: 'Lavender litter 5 kg', quantity: 2, isFree: false, lineTotal: 1198 }],
  mrpTotal: 1400,
  productDiscount: 202,
  couponDiscount: 0,
  couponCode: null,
  total: 1198,
  address: { address_line1: '12 MG Road', address_line2: '', city: 'Bengaluru Urban', state: 'Karnataka', pincode: 560001, country: 'India' },
} as unknown as Order;
const track = 'https://shop.example/track/ORD-20261125-0001';

const EVERY_MAIL = {
  'sign-up code': codeMail('signup', 'asha@example.com', '042917'),
  'login code': codeMail('login', 'asha@example.com', '042917'),
  'password reset code': codeMail('reset', 'asha@example.com', '042917'),
  'account exists': accountExistsMail('asha@example.com', 'https://shop.example'),
  'no account': noAccountMail('asha@example.com', 'https://shop.example'),
  'order placed': orderPlacedMail('asha@example.com', order, track, 'https://shop.example/invoice.pdf'),
  'order shipped': orderShippedMail('asha@example.com', order, track, null),
  'order delivered': orderDeliveredMail('asha@example.com', order, track, 7),
  'order cancelled': orderCancelledMail('asha@example.com', order, track),
  'return requested': returnRequestedMail('asha@example.com', order, 'Damaged product', track),
  'return approved': returnDecisionMail('asha@example.com', order, 'approved', 'Pickup arranged.', track),
  'return received': returnDecisionMail('asha@example.com', order, 'received', 'We have received your return.', track),
  'return rejected': returnDecisionMail('asha@example.com', order, 'rejected', 'We could not accept this return.', track),
  'return refunded': returnDecisionMail('asha@example.com', order, 'refunded', 'Your refund is processed.', track),
};

describe('every mail the shop sends', () => {
  it.each(Object.entries(EVERY_MAIL))('%s: one layout, one brand, in HTML and in text', (_kind, mail) => {
    expect(mail.to).toBe('asha@example.com');
    expect(mail.text).toContain(BRAND);
    expect(mail.text.endsWith(`— ${BRAND}`)).toBe(true);
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain(BRAND);
    expect(mail.html).toContain(MAIL_THEME.brandColour);
    expect(mail.html).toContain(`<title>${mail.subject.replaceAll('&', '&amp;')}</title>`);
    // The old code mail's brown is gone: one brand colour.
    expect(mail.html).not.toContain('#6b4f3a');
  });
});

describe('the mail layout', () => {
  it('escapes every value it puts into HTML, links included', () => {
    const mail = renderMail('a@example.com', {
      subject: 'Hi <you>',
      heading: 'A & B',
      paragraphs: ['<script>x</script>'],
      button: { label: 'Go', url: 'https://shop.example/t?a=1&b="2"' },
    });
    expect(mail.html).toContain('A &amp; B');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>x');
    expect(mail.html).toContain('href="https://shop.example/t?a=1&amp;b=&quot;2&quot;"');
  });

  it('writes the text version in reading order, the code indented on its own line', () => {
    expect(codeMail('login', 'a@example.com', '042917').text).toBe(
      [
        'Your login code',
        '',
        'Enter this code to log in to Purrfect Litter:',
        '',
        '    042917',
        '',
        'The code expires in 10 minutes.',
        '',
        "Didn't ask for this? You can safely ignore this email; nothing changes without the code.",
        'Purrfect Litter will never ask you for this code by phone or chat.',
        '',
        '— Purrfect Litter',
      ].join('\n'),
    );
  });
});
