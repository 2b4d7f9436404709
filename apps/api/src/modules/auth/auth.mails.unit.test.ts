import { oneTimeCodeIn } from '@shop/contract/dev';
import { NOTIFICATION_EVENTS } from '@shop/contract/notifications';
import { describe, expect, it } from 'vitest';
import { renderNotification } from '../notifications/notification-texts';
import { accountExistsMail, codeMail, codeSms, noAccountMail } from './auth.mails';
import { generateOtp, hashOtp, otpMatches, parseDestination } from './otp';

describe('code mails', () => {
  it.each(['signup', 'login', 'reset'] as const)('%s: text and HTML carry the code, the expiry and the "didn’t ask" line', (kind) => {
    const mail = codeMail(kind, 'asha@example.com', '042917');
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toContain('Purrfect Litter');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('042917');
      expect(body).toContain('10 minutes');
      expect(body).toMatch(/Didn(?:'|&#39;)t ask/);
    }
    expect(mail.html).toMatch(/font-size:34px[^>]*>042917</);
  });

  it('escapes what it puts into HTML', () => {
    const mail = codeMail('login', 'a@example.com', '<b>&"');
    expect(mail.html).toContain('&lt;b&gt;&amp;&quot;');
    expect(mail.html).not.toContain('<b>&"');
  });

  it('the SMS names the brand, the code and the expiry', () => {
    expect(codeSms('123456')).toBe("123456 is your Purrfect Litter login code. It expires in 10 minutes. Didn't ask? Ignore this message.");
  });
});

describe('reading a code from the dev mailbox', () => {
  it('finds the code in every code text and code mail', () => {
    for (const purpose of ['login', 'phone', 'cod'] as const) {
      expect(oneTimeCodeIn({ channel: 'sms', subject: 'SMS', text: codeSms('042917', purpose) })).toBe('042917');
    }
    for (const kind of ['signup', 'login', 'reset'] as const) {
      expect(oneTimeCodeIn({ channel: 'email', ...codeMail(kind, 'asha@example.com', '042917') })).toBe('042917');
    }
    // A sign-up made on a Hindi page is mailed in Hindi.
    expect(oneTimeCodeIn({ channel: 'email', ...codeMail('signup', 'asha@example.com', '042917', 'hi') })).toBe('042917');
  });

  it('finds none in an order update or an account note, even one holding six digits', () => {
    const params = { orderNumber: 'PL-560001', amount: '560,001.00', trackingNumber: '560001', trackUrl: 'https://shop.example/track/560001' };
    for (const event of NOTIFICATION_EVENTS) {
      const { text } = renderNotification(event, params);
      expect(text).toContain('560001');
      expect(oneTimeCodeIn({ channel: 'sms', subject: 'SMS', text })).toBeUndefined();
      expect(oneTimeCodeIn({ channel: 'whatsapp', subject: `WhatsApp template ${event}`, text })).toBeUndefined();
    }
    for (const note of [accountExistsMail('a@example.com', 'https://shop.example/560001'), noAccountMail('a@example.com', 'https://shop.example/560001')]) {
      expect(oneTimeCodeIn({ channel: 'email', ...note })).toBeUndefined();
    }
  });
});

describe('codes and destinations', () => {
  it('generates six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(generateOtp()).toMatch(/^\d{6}$/);
  });

  it('hashes with the secret and the destination', () => {
    const hash = hashOtp('secret', 'a@example.com', '123456');
    expect(otpMatches('secret', 'a@example.com', '123456', hash)).toBe(true);
    expect(otpMatches('other', 'a@example.com', '123456', hash)).toBe(false);
    expect(otpMatches('secret', 'b@example.com', '123456', hash)).toBe(false);
    expect(otpMatches('secret', 'a@example.com', '123457', hash)).toBe(false);
    expect(otpMatches('secret', 'a@example.com', '123456', 'short')).toBe(false);
  });

  it.each([
    [' Asha@Example.COM ', { channel: 'email', address: 'asha@example.com' }],
    ['9876543210', { channel: 'sms', address: '+919876543210' }],
    ['+91 98765-43210', { channel: 'sms', address: '+919876543210' }],
    ['09876543210', { channel: 'sms', address: '+919876543210' }],
    ['5876543210', null],
    ['asha@', null],
    ['hello', null],
  ])('parseDestination(%j)', (input, expected) => {
    expect(parseDestination(input)).toEqual(expected);
  });
});
