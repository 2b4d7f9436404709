import { DELIVERY_MESSAGES, formatDeliveryDay } from '@shop/contract/delivery';
import { describe, expect, it } from 'vitest';
import { addDays, indianClock, weekdayOf } from '../../lib/indian-calendar';
import { deliveryZone, dispatchDay, estimateDeliveryDay, type DeliveryCalendar } from './delivery-estimate';
import { deliveryDayFrom, parseEtd } from './shiprocket';

/** A moment given in India time (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);
const calendar = (holidays: string[] = [], cutoff = '14:00'): DeliveryCalendar => {
  const [h, m] = cutoff.split(':').map(Number) as [number, number];
  return { holidays: new Set(holidays), cutoffMinutesIst: h * 60 + m };
};

describe('the Indian calendar', () => {
  it('reads the day and time in India, not in UTC', () => {
    // 20:00 UTC on the 25th is already 01:30 on the 26th in India.
    expect(indianClock(new Date('2026-11-25T20:00:00Z'))).toEqual({ day: '2026-11-26', minutes: 90 });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-11-29')).toBe(0);
  });
});

describe('dispatch and delivery days', () => {
  it('dispatches the same day before the cut-off and the next working day after it', () => {
    // Wednesday 25 November 2026.
    expect(dispatchDay(ist('2026-11-25T13:59:00'), calendar())).toBe('2026-11-25');
    expect(dispatchDay(ist('2026-11-25T14:00:00'), calendar())).toBe('2026-11-26');
    expect(estimateDeliveryDay(ist('2026-11-25T10:00:00'), 1, calendar())).toBe('2026-11-26');
    expect(estimateDeliveryDay(ist('2026-11-25T16:00:00'), 1, calendar())).toBe('2026-11-27');
  });

  it('neither dispatches nor delivers on a Sunday', () => {
    // Saturday after the cut-off: nothing moves on Sunday, dispatch Monday, delivery Tuesday.
    expect(dispatchDay(ist('2026-11-28T18:00:00'), calendar())).toBe('2026-11-30');
    expect(estimateDeliveryDay(ist('2026-11-28T18:00:00'), 1, calendar())).toBe('2026-12-01');
    // Friday before the cut-off, two days in transit: Saturday, then Monday (Sunday skipped).
    expect(estimateDeliveryDay(ist('2026-11-27T09:00:00'), 2, calendar())).toBe('2026-11-30');
    // An order placed on a Sunday morning waits for Monday even before the cut-off.
    expect(dispatchDay(ist('2026-11-29T09:00:00'), calendar())).toBe('2026-11-30');
  });

  it('skips configured holidays, also several in a row', () => {
    const holidays = calendar(['2026-11-26', '2026-11-27']);
    expect(dispatchDay(ist('2026-11-26T09:00:00'), holidays)).toBe('2026-11-28');
    expect(estimateDeliveryDay(ist('2026-11-25T10:00:00'), 1, holidays)).toBe('2026-11-28');
    // Holiday Saturday, then Sunday: delivered Monday.
    expect(estimateDeliveryDay(ist('2026-11-27T09:00:00'), 1, calendar(['2026-11-28']))).toBe('2026-11-30');
  });

  it('follows a configured cut-off time', () => {
    expect(dispatchDay(ist('2026-11-25T11:30:00'), calendar([], '11:00'))).toBe('2026-11-26');
    expect(dispatchDay(ist('2026-11-25T10:59:00'), calendar([], '11:00'))).toBe('2026-11-25');
  });
});

describe('delivery zones from the pickup pincode', () => {
  const bengaluru = { pincode: 560058, city: 'Bengaluru Urban', state: 'Karnataka' };
  it('tells the same city, the same state, metro to metro and the rest of India apart', () => {
    expect(deliveryZone(bengaluru, { pincode: 560034, city: 'Bengaluru Urban', state: 'Karnataka' })).toBe('same_city');
    expect(deliveryZone(bengaluru, { pincode: 570001, city: 'Mysuru', state: 'Karnataka' })).toBe('same_state');
    expect(deliveryZone(bengaluru, { pincode: 400001, city: 'Mumbai', state: 'Maharashtra' })).toBe('metro');
    expect(deliveryZone(bengaluru, { pincode: 781001, city: 'Kamrup Metropolitan', state: 'Assam' })).toBe('rest_of_india');
  });
});

describe("the courier's estimate (Shiprocket)", () => {
  it('reads both of its date forms and refuses anything else', () => {
    expect(parseEtd('Nov 27, 2026')).toBe('2026-11-27');
    expect(parseEtd('Dec 2, 2026')).toBe('2026-12-02');
    expect(parseEtd('2026-11-27 18:00:00')).toBe('2026-11-27');
    expect(parseEtd('soon')).toBeNull();
    expect(parseEtd(undefined)).toBeNull();
  });

  it("takes the recommended courier's day, else the earliest, else counts its days in working days", () => {
    const at = ist('2026-11-25T10:00:00');
    const couriers = [
      { courier_company_id: 1, etd: 'Nov 30, 2026' },
      { courier_company_id: 2, etd: 'Nov 27, 2026' },
    ];
    expect(deliveryDayFrom({ data: { available_courier_companies: couriers, recommended_courier_company_id: 1 } }, at, calendar())).toBe('2026-11-30');
    expect(deliveryDayFrom({ data: { available_courier_companies: couriers } }, at, calendar())).toBe('2026-11-27');
    // Four days from Wednesday's dispatch: Thursday, Friday, Saturday, (Sunday skipped) Monday.
    expect(deliveryDayFrom({ data: { available_courier_companies: [{ estimated_delivery_days: '4' }] } }, at, calendar())).toBe('2026-11-30');
    expect(deliveryDayFrom({ data: { available_courier_companies: [{}] } }, at, calendar())).toBeNull();
  });
});

describe('what the customer reads', () => {
  it('names the weekday and the date', () => {
    expect(formatDeliveryDay('2026-11-27')).toBe('Friday, 27 November');
    expect(DELIVERY_MESSAGES.deliveryBy('2026-12-01')).toBe('Delivery by Tuesday, 1 December');
  });
});
