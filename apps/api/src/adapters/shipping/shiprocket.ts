import type { ShippingProvider } from './shipping-provider';

const API = 'https://apiv2.shiprocket.in/v1/external';
const TOKEN_LIFETIME_MS = 9 * 24 * 3600 * 1000; // Shiprocket tokens last 10 days
const TIMEOUT_MS = 8000;

interface ShiprocketOptions {
  email: string;
  password: string;
  pickupPincode: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** Shiprocket's API: a token from email/password, then courier serviceability between pickup and delivery pincodes. */
export function createShiprocket(options: ShiprocketOptions): ShippingProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetchImpl(`${API}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok && res.status !== 404) throw new Error(`Shiprocket ${path} answered ${res.status}`);
    return (await res.json()) as T;
  }

  async function authToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    const body = await call<{ token?: string }>('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: options.email, password: options.password }),
    });
    if (!body.token) throw new Error('Shiprocket login returned no token');
    token = { value: body.token, expiresAt: now() + TOKEN_LIFETIME_MS };
    return body.token;
  }

  return {
    name: 'shiprocket',
    async isServiceable(pincode) {
      const query = new URLSearchParams({ pickup_postcode: options.pickupPincode, delivery_postcode: String(pincode), weight: '5', cod: '1' });
      const body = await call<{ status?: number; data?: { available_courier_companies?: unknown[] } }>(`/courier/serviceability/?${query}`, {
        headers: { authorization: `Bearer ${await authToken()}` },
      });
      return (body.data?.available_courier_companies?.length ?? 0) > 0;
    },
  };
}
