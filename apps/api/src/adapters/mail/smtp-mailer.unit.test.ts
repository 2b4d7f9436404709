import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer, withTimeouts } from './smtp-mailer';

/** A minimal SMTP server on a local port that keeps what it receives: this test is about the network call. */
let server: net.Server;
let port: number;
const received: Array<{ from: string; to: string; data: string }> = [];

beforeAll(async () => {
  server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    const mail = { from: '', to: '', data: '' };
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push({ ...mail });
            socket.write('250 queued\r\n');
          } else mail.data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^MAIL FROM:/i.test(line)) {
          mail.from = line.slice(10);
          socket.write('250 ok\r\n');
        } else if (/^RCPT TO:/i.test(line)) {
          mail.to = line.slice(8);
          socket.write('250 ok\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        }
        else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP mailer', () => {
  it('hands the message to the server with MAIL_FROM as sender, text and HTML parts', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'Purrfect Litter <no-reply@purrfectlitter.in>' });
    await mailer.send({ to: 'asha@example.com', subject: 'Your code', text: 'Code 123456', html: '<p>Code <b>123456</b></p>' });
    const mail = received.at(-1)!;
    expect(mail.from).toContain('no-reply@purrfectlitter.in');
    expect(mail.to).toContain('asha@example.com');
    expect(mail.data).toContain('Subject: Your code');
    expect(mail.data).toContain('text/plain');
    expect(mail.data).toContain('text/html');
  });
});

describe('withTimeouts', () => {
  it('adds the timeouts the URL does not set, keeping what it does', () => {
    expect(withTimeouts('smtps://u:p%40ss@smtp.example.com:465')).toBe(
      'smtps://u:p%40ss@smtp.example.com:465?connectionTimeout=15000&greetingTimeout=15000&socketTimeout=15000',
    );
    expect(withTimeouts('smtp://h?pool=true&socketTimeout=5000')).toBe('smtp://h?pool=true&socketTimeout=5000&connectionTimeout=15000&greetingTimeout=15000');
  });
});
