/** Words of the mobile-number check (sign-up's profile step, checkout), shared by the component and its tests. */
export const MOBILE_CHECK_TEXT = {
  heading: 'Verify your mobile number',
  lead: 'The courier calls this number, order updates are texted to it, and you can log in with codes sent to it.',
  checkoutHeading: 'Mobile number',
  checkoutLead: 'Add and verify your mobile number: the courier calls it, and Cash on Delivery orders are confirmed on it.',
  firstOrderLead: 'Verify your mobile number to get your first order free. We text it a 6-digit code.',
  proceedNote: 'Verify your mobile number above to go on to payment.',
  numberLabel: 'Mobile number',
  numberHint: '10-digit Indian mobile number. We will text it a 6-digit code.',
  sendCode: 'Send code',
  sending: 'Sending…',
  willSendTo: (phone: string) => `We will text a 6-digit code to ${phone}.`,
  sendingTo: (phone: string) => `Sending a 6-digit code to ${phone}…`,
  sentTo: (phone: string) => `Enter the 6-digit code we sent to ${phone}`,
  verify: 'Verify',
  verifying: 'Verifying…',
  changeNumber: 'Change number',
  saveFailed: 'We could not save the number. Please try again.',
} as const;

/** A stored +91XXXXXXXXXX number as people write it: +91 98765 01234. */
export function spacedPhone(phone: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}
