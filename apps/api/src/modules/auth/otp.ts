import { OTP_LENGTH } from '@shop/contract/constants';
import { Email, normaliseIndianMobile } from '@shop/contract/auth';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A fresh one-time code: OTP_LENGTH digits from the CSPRNG, leading zeros kept. */
export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
}

/**
 * The stored form of a code: HMAC-SHA256 keyed with the server secret over the destination and the code, so a
 * leaked table neither reveals codes nor lets anyone brute-force the million possibilities offline.
 */
export function hashOtp(secret: string, destination: string, code: string): string {
  return createHmac('sha256', secret).update(`${destination}\n${code}`).digest('hex');
}

/** Timing-safe comparison of a typed code with a stored hash. */
export function otpMatches(secret: string, destination: string, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashOtp(secret, destination, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export type Destination = { channel: 'email'; address: string } | { channel: 'sms'; address: string };

/**
 * An email address (lower-cased) or an Indian mobile number (as +91XXXXXXXXXX), from what a person typed;
 * null when it is neither.
 */
export function parseDestination(value: string): Destination | null {
  const trimmed = value.trim();
  if (trimmed.includes('@')) {
    const email = Email.safeParse(trimmed);
    return email.success ? { channel: 'email', address: email.data } : null;
  }
  const phone = normaliseIndianMobile(trimmed);
  return phone ? { channel: 'sms', address: phone } : null;
}
