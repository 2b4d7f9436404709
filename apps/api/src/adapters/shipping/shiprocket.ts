import { addDays } from '../../lib/indian-calendar';
import { dispatchDay, isWorkingDay, type DeliveryCalendar } from './delivery-estimate';
import type { DeliveryQuote, ShipmentRequest, ShippingProvider } from './shipping-provider';

const API = 'https://apiv2.shiprocket.in/v1/external';
const TOKEN_LIFETIME_MS = 9 * 24 * 3600 * 1000; // Shiprocket tokens last 10 days
const TIMEOUT_MS = 8000;

interface ShiprocketOptions {
  email: string;
  password: string;
  pickupPincode: string;
  /** For couriers that give a number of days rather than a date. */
  calendar: DeliveryCalendar;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** Shiprocket's address; a local stand-in in tests. */
  apiUrl?: string;
}

/** One courier in Shiprocket's serviceability answer: `etd` is its expected delivery day, e.g. "Nov 27, 2026". */
interface CourierOption {
  courier_company_id?: number;
  etd?: string;
  estimated_delivery_days?: string | number;
}

interface ServiceabilityAnswer {
  status?: number;
  data?: { available_courier_companies?: CourierOption[]; recommended_courier_company_id?: number };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Shiprocket's `etd` ("Nov 27, 2026", or "2026-11-27 18:00:00") as YYYY-MM-DD; null when it is neither. */
export function parseEtd(etd: string | undefined): string | null {
  if (!etd) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(etd.trim());
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const named = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})/.exec(etd.trim());
  const month = named ? MONTHS.indexOf(named[1]!.toLowerCase()) : -1;
  if (!named || month < 0) return null;
  return `${named[3]}-${String(month + 1).padStart(2, '0')}-${named[2]!.padStart(2, '0')}`;
}

/**
 * The delivery day of the courier Shiprocket recommends (else the earliest of those offered): its `etd`, or its
 * number of days counted in working days from today's dispatch.
 */
export function deliveryDayFrom(answer: ServiceabilityAnswer, at: Date, calendar: DeliveryCalendar): string | null {
  const couriers = answer.data?.available_courier_companies ?? [];
  const recommended = couriers.find((c) => c.courier_company_id !== undefined && c.courier_company_id === answer.data?.recommended_courier_company_id);
  const days = (recommended ? [recommended] : couriers)
    .map((c) => {
      const etd = parseEtd(c.etd);
      if (etd) return etd;
      const n = Number(c.estimated_delivery_days);
      if (!Number.isInteger(n) || n < 0) return null;
      let day = dispatchDay(at, calendar);
      for (let i = 0; i < n; i++) {
        day = addDays(day, 1);
        while (!isWorkingDay(day, calendar)) day = addDays(day, 1);
      }
      return day;
    })
    .filter((d): d is string => d !== null)
    .sort();
  return days[0] ?? null;
}

/** Shiprocket's API: a token from email/password, then courier serviceability between pickup and delivery pincodes. */
export function createShiprocket(options: ShiprocketOptions): ShippingProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetchImpl(`${options.apiUrl ?? API}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
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

  async function serviceability(pincode: number): Promise<ServiceabilityAnswer> {
    const query = new URLSearchParams({ pickup_postcode: options.pickupPincode, delivery_postcode: String(pincode), weight: '5', cod: '1' });
    return call<ServiceabilityAnswer>(`/courier/serviceability/?${query}`, { headers: { authorization: `Bearer ${await authToken()}` } });
  }

  return {
    name: 'shiprocket',
    async isServiceable(pincode) {
      const body = await serviceability(pincode);
      return (body.data?.available_courier_companies?.length ?? 0) > 0;
    },
    async quote(pincode, at): Promise<DeliveryQuote> {
      const body = await serviceability(pincode);
      if ((body.data?.available_courier_companies?.length ?? 0) === 0) return { serviceable: false, estimatedDeliveryDate: null };
      return { serviceable: true, estimatedDeliveryDate: deliveryDayFrom(body, at, options.calendar) };
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
      const awb = await call<{ response?: { data?: { awb_code?: string; courier_name?: string } } }>('/courier/assign/awb', {
        method: 'POST',
        headers,
        body: JSON.stringify({ shipment_id: created.shipment_id }),
      });
      const trackingNumber = awb.response?.data?.awb_code;
      if (!trackingNumber) throw new Error('Shiprocket assigned no AWB');
      return { trackingNumber, ...(awb.response?.data?.courier_name ? { courierName: awb.response.data.courier_name } : {}) };
    },
  };
}
