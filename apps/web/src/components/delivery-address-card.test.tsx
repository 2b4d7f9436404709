// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext } from '../lib/i18n/texts';
import { deliveryCheckOf } from '../lib/serviceability';
import { ServiceabilityLine } from './delivery-address-card';

afterEach(cleanup);

const reply = { success: true as const, isServiceable: true, message: 'Delivery available to this pincode', primaryAddress: null, estimatedDeliveryDate: '2026-11-30', deliveryMessage: 'Delivery by Monday, 30 November' };

describe('the checkout’s delivery line', () => {
  it('is the server’s words on an English page: the day the order should arrive', () => {
    render(<ServiceabilityLine serviceability={deliveryCheckOf(reply, 560001).serviceability} />);
    expect(screen.getByRole('status').textContent).toBe('Delivery by Monday, 30 November');
  });

  it('gives the same day in Hindi on a Hindi page, and says the pincode is served when the courier gives no day', () => {
    const { unmount } = render(
      <LocaleContext.Provider value="hi">
        <ServiceabilityLine serviceability={deliveryCheckOf(reply, 560001).serviceability} />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('सोमवार, 30 नवंबर तक डिलीवरी');
    unmount();
    render(
      <LocaleContext.Provider value="hi">
        <ServiceabilityLine serviceability={deliveryCheckOf({ ...reply, estimatedDeliveryDate: null, deliveryMessage: reply.message }, 560001).serviceability} />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('इस पिनकोड पर डिलीवरी उपलब्ध है');
  });
});
