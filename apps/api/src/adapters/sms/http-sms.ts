import type { SmsSender } from './sms-sender';

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * A provider reached over HTTP: POST {to, message} (and templateId, the DLT template, when there is one) as JSON
 * with a bearer key. Most Indian SMS gateways can be
 * put behind this shape with a small relay; anything but a 2xx is a failure.
 */
export function createHttpSms(options: { url: string; apiKey: string; timeoutMs?: number; fetch?: typeof fetch }): SmsSender {
  const doFetch = options.fetch ?? fetch;
  return {
    async send(sms) {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}`, ...(sms.idempotencyKey ? { 'idempotency-key': sms.idempotencyKey } : {}) },
        body: JSON.stringify({ to: sms.to, message: sms.message, ...(sms.templateId ? { templateId: sms.templateId } : {}) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      // Never echo the body: it may repeat the message, which holds the code.
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
