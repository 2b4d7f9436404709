/** A pincode is six digits, the first not 0. */
export const isPincodeFormat = (value: string) => /^[1-9]\d{5}$/.test(value.trim());
