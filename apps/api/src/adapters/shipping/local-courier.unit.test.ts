import { describe, expect, it } from 'vitest';
import { courierNameIn, LOCAL_COURIER_NAME } from './local-courier';

describe('the courier name a customer is shown', () => {
  it("is the shop's own words for its offline courier, in the customer's language", () => {
    expect(courierNameIn(LOCAL_COURIER_NAME, 'en')).toBe('Local courier');
    expect(courierNameIn(LOCAL_COURIER_NAME, 'hi')).toBe('लोकल कूरियर');
  });

  it("is a real courier's brand as the courier gives it, in every language", () => {
    expect(courierNameIn('Delhivery', 'hi')).toBe('Delhivery');
    expect(courierNameIn('Blue Dart', 'en')).toBe('Blue Dart');
    expect(courierNameIn(null, 'hi')).toBeNull();
  });
});
