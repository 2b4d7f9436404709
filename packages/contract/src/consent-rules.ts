/**
 * Consent to messages and cookies (Digital Personal Data Protection Act 2023 and its 2025 Rules; TRAI's commercial
 * communication rules; WhatsApp's opt-in policy): free of the validation library, shared by the API and the web.
 *
 * Each purpose is agreed to separately, never pre-ticked, and withdrawn as easily as it was given. What the customer
 * read when agreeing is kept by its version: a purpose's words are never edited in place, a new wording gets a new
 * version (the old one stays here, so the ledger can always show what was agreed to).
 */

/** What a customer can agree to, one by one. */
export const CONSENT_PURPOSES = ['order_updates_whatsapp', 'order_updates_sms', 'offers_whatsapp', 'offers_sms', 'offers_email', 'analytics'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Marketing: reminders and offers. Only ever sent with consent, and every one carries a way to stop. */
export const MARKETING_PURPOSES = ['offers_whatsapp', 'offers_sms', 'offers_email'] as const satisfies readonly ConsentPurpose[];
export type MarketingPurpose = (typeof MARKETING_PURPOSES)[number];

/** Where a consent was given or withdrawn: the screen, the stop link, a reply, or staff acting on a written request. */
export const CONSENT_SOURCES = ['sign_up', 'profile', 'checkout', 'stop_link', 'stop_reply', 'cookie_banner', 'staff'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export interface ConsentWording {
  /** The label beside the box, as the customer read it. */
  label: string;
  /** What it means, in a line. */
  detail: string;
}

/** The version of the wordings the consent ledger started with. */
const FIRST_VERSION = '2026-11-27';
/** A purpose's first wording, as its only version so far. */
const first = (label: string, detail: string): Readonly<Record<string, ConsentWording>> => ({ [FIRST_VERSION]: { label, detail } });
const ORDER_UPDATES = 'about orders you place: confirmation, dispatch, delivery, returns and refunds.';
const OFFERS = 'A reminder when you leave items in your cart or are about to run out of litter, and occasional offers.';

/**
 * Every wording each purpose was ever shown with, by version (newest last). The current version is the last key.
 * English here; the storefront shows the same version in the customer's language.
 */
export const CONSENT_WORDINGS: { readonly [P in ConsentPurpose]: Readonly<Record<string, ConsentWording>> } = {
  order_updates_whatsapp: first('Order updates on WhatsApp', `Messages ${ORDER_UPDATES}`),
  order_updates_sms: first('Order updates by SMS', `Text messages ${ORDER_UPDATES}`),
  offers_whatsapp: first('Reminders and offers on WhatsApp', OFFERS),
  offers_sms: first('Reminders and offers by SMS', OFFERS),
  offers_email: first('Reminders and offers by email', OFFERS),
  analytics: first('Analytics cookies', 'Google Analytics counts visits and purchases so we can improve the shop. Nothing is loaded until you agree.'),
};

/** The version of a purpose's wording the shop shows now. */
export function currentConsentVersion(purpose: ConsentPurpose): string {
  const versions = Object.keys(CONSENT_WORDINGS[purpose]);
  return versions[versions.length - 1]!;
}

export function isConsentVersion(purpose: ConsentPurpose, version: string): boolean {
  return Object.hasOwn(CONSENT_WORDINGS[purpose], version);
}

export const CONSENT_LIMITS = {
  /** Purposes changed in one request: each at most once. */
  maxChangesPerRequest: CONSENT_PURPOSES.length,
  /** Entries of the ledger a customer sees at once (newest first). */
  historyPageSize: 50,
  /** The longest stop-link token the shop makes: an account id, the longest marketing purpose and a signature. */
  stopTokenLength: 36 + 1 + 'offers_whatsapp'.length + 1 + 43,
  /** The longest wording version a request may name (the shop's are dates: 10 characters). */
  versionMaxLength: 40,
} as const;

/**
 * What sign-up asks, each box unticked: reminders and offers on each channel and, as the sign-up also takes the phone
 * number, order updates on WhatsApp (SMS order updates are transactional and on by default).
 */
export const SIGN_UP_CONSENT_PURPOSES = ['order_updates_whatsapp', 'offers_whatsapp', 'offers_sms', 'offers_email'] as const satisfies readonly ConsentPurpose[];
export type SignUpConsentPurpose = (typeof SIGN_UP_CONSENT_PURPOSES)[number];

/** What checkout asks a customer who has not answered yet: reminders and offers (order updates have their own box there). */
export const CHECKOUT_CONSENT_PURPOSES = MARKETING_PURPOSES;

/** Purposes that need a mobile number to be agreed to: there is nowhere else to send them. */
export const PHONE_CONSENT_PURPOSES = ['order_updates_whatsapp', 'order_updates_sms', 'offers_whatsapp', 'offers_sms'] as const satisfies readonly ConsentPurpose[];

/** Replies to a WhatsApp or text message that withdraw its purpose (TRAI and WhatsApp: STOP must work), any case. */
export const STOP_REPLY_WORDS = ['stop', 'unsubscribe', 'stop all', 'stop promotions', 'band karo', 'बंद करो', 'बंद'] as const;

export const CONSENT_MESSAGES = {
  stopLinkInvalid: 'This link is not valid. Sign in and change your choices in your profile.',
  versionUnknown: 'This wording is no longer shown. Reload the page and choose again.',
  repeatedPurpose: 'Each choice can appear only once.',
  needsPhone: 'Add your mobile number to get messages on WhatsApp or by SMS.',
} as const;
