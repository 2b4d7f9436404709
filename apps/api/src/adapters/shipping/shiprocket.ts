import type { ShipmentRequest, ShippingProvider } from './shipping-provider';

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

    async createShipment(request: ShipmentRequest) {
      const headers = { authorization: `Bearer ${await authToken()}`, 'content-type': 'application/json' };
      const [first, ...rest] = request.address.name.trim().split(/\s+/);
      const created = await call<{ shipment_id?: number }>('/orders/create/adhoc', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          order_id: request.customOrderId,
          order_date: request.placedAt.toISOString().slice(0, 16).replace('T', ' '),
          pickup_location: 'Primary',
          billing_customer_name: first ?? 'Customer',
          billing_last_name: rest.join(' '),
          billing_address: request.address.address_line1,
          billing_address_2: request.address.address_line2,
          billing_city: request.address.city,
          billing_pincode: request.address.pincode,
          billing_state: request.address.state,
          billing_country: 'India',
          billing_email: request.address.email,
          billing_phone: (request.address.phone ?? '').replace(/^\+91/, ''),
          shipping_is_billing: true,
          order_items: request.items.map((i) => ({ name: i.name, sku: i.sku, units: i.quantity, selling_price: i.unitPricePaise / 100 })),
          payment_method: request.paymentMethod === 'COD' ? 'COD' : 'Prepaid',
          sub_total: request.totalPaise / 100,
          length: 30,
          breadth: 20,
          height: 15,
          weight: 5,
        }),
      });
      if (!created.shipment_id) throw new Error('Shiprocket did not create the shipment');
      const awb = await call<{ response?: { data?: { awb_code?: string } } }>('/courier/assign/awb', {
        method: 'POST',
        headers,
        body: JSON.stringify({ shipment_id: created.shipment_id }),
      });
      const trackingNumber = awb.response?.data?.awb_code;
      if (!trackingNumber) throw new Error('Shiprocket assigned no AWB');
      return { trackingNumber };
    },
  };
}
