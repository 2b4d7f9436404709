// The first tap on a budget phone, for `npm run bench:web`: how long from a visitor's first tap on a public page to a
// visible answer, as a Pixel-class phone on slow 4G (CPU four times slower, 150 ms round trips, 1.6 Mbit/s) that has
// read the page for 1.5 s first (scrolling to the control when it is below the fold). Measured in the page: the tap's
// own event time, and the first frame in which the answer shows (a new page's, when the tap leads to one), with the
// scripts fetched by then. Beside it, the same tap on a plain page whose button opens a dialog: the floor this machine
// and the throttling give any tap.
import { chromium, request } from '@playwright/test';

const CHROME_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
export const FIRST_TAP = { goalMs: 200, cpuSlowdown: 4, latencyMs: 150, downKbps: 1600, upKbps: 750, readingMs: 1500, visits: 3 };

/* global window, document, requestAnimationFrame, addEventListener -- runs in the page (addInitScript) */
/**
 * Installed in every document of the visit: notes the first tap, then looks in every frame for the first sign that it
 * was taken (the control drawn pressed under the finger, `:active`, or pressed and busy while the app starts,
 * `data-held`, or while what it opens arrives, `aria-busy`; or the answer itself) and for the answer.
 */
function watchTheTap(answerSource) {
  const answered = new Function(`return (${answerSource})();`);
  const tappedKey = 'bench:tapped';
  // What global.css draws pressed or busy: a button under the finger, a control held until the app starts, a button
  // whose dialog is on its way.
  const PRESSED = 'button:active:not(:disabled), .btn:active:not(:disabled), [data-held], button[aria-busy="true"]';
  let feedbackSeen = false;
  const report = (what) => {
    const at = performance.timeOrigin + performance.now();
    const js = performance
      .getEntriesByType('resource')
      .filter((e) => /\.js(\?|$)/.test(e.name) && e.responseEnd <= performance.now())
      .reduce((sum, e) => sum + (e.transferSize || 0), 0);
    window.__benchAnswered?.({ what, at, js });
  };
  const look = () => {
    if (sessionStorage.getItem(tappedKey) && window.__benchAnswered) {
      const answer = answered();
      if (!feedbackSeen && (answer || document.querySelector(PRESSED))) {
        feedbackSeen = true;
        report('feedback');
      }
      if (answer) return report('answer');
    }
    requestAnimationFrame(look);
  };
  addEventListener(
    'pointerdown',
    (event) => {
      if (sessionStorage.getItem(tappedKey)) return;
      sessionStorage.setItem(tappedKey, '1');
      window.__benchTapped?.(performance.timeOrigin + event.timeStamp);
    },
    { capture: true },
  );
  requestAnimationFrame(look);
}

/** An answer that is any element matching `selector` drawn on screen (not merely in the page). */
const visible = (selector) =>
  `() => [...document.querySelectorAll(${JSON.stringify(selector)})].some((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; })`;

/** The taps measured: where, on what, and what shows that the shop answered; a signed-in customer's with `customer`. */
export function firstTapCases(origin, baselineUrl, product, customer = null) {
  const signedIn = customer
    ? [
        {
          name: 'cart (signed in): a quantity button',
          url: `${origin}/cart`,
          storageState: customer,
          // Each visit adds one to the same cart: the answer is the number changing from what the page showed.
          before: async (page) => {
            const shown = (await page.locator('main .quantity-stepper__value').first().textContent())?.trim() ?? '';
            await page.evaluate((value) => sessionStorage.setItem('bench:quantity', value), shown);
          },
          control: (page) => page.getByRole('main').getByRole('button', { name: /^Increase quantity of/ }).first(),
          answer: `() => { const before = sessionStorage.getItem('bench:quantity'); const now = document.querySelector('main .quantity-stepper__value')?.textContent.trim(); return before !== null && now !== undefined && now !== before; }`,
        },
        {
          name: 'checkout (signed in): Proceed to Payment',
          url: `${origin}/checkout`,
          storageState: customer,
          control: (page) => page.getByRole('main').getByRole('button', { name: 'Proceed to Payment' }),
          answer: visible('[role="dialog"], dialog[open]'),
        },
        {
          name: 'account (signed in): edit the personal details',
          url: `${origin}/account-details`,
          storageState: customer,
          control: (page) => page.getByRole('main').locator('.account-card__action').first(),
          answer: visible('main form input[name="name"], main form input'),
        },
      ]
    : [];
  return [
    { name: 'baseline: a plain page’s button opens a dialog', url: baselineUrl, control: (page) => page.getByRole('button', { name: 'Open' }), answer: visible('dialog[open]') },
    { name: 'home: the menu button', url: `${origin}/`, control: (page) => page.getByRole('button', { name: 'Menu' }), answer: visible('#site-nav a[href="/explore"]') },
    { name: 'product: Add To Cart (a visitor: sign-in dialog)', url: `${origin}/product-details/${product._id}`, control: (page) => page.getByRole('main').getByRole('button', { name: 'Add To Cart' }).first(), answer: visible('dialog[open], [role="dialog"]') },
    {
      name: 'product: another size',
      url: `${origin}/product-details/${product._id}`,
      control: (page) => page.getByRole('main').getByRole('navigation', { name: /Choose a/ }).getByRole('link').and(page.locator(':not([aria-current])')).first(),
      answer: `() => location.pathname !== ${JSON.stringify(`/product-details/${product._id}`)} && (${visible('main h1')})()`,
    },
    {
      name: 'product: the pincode check',
      url: `${origin}/product-details/${product._id}`,
      before: async (page) => page.getByLabel('Delivery pincode').fill('560001'),
      control: (page) => page.getByRole('button', { name: 'Check', exact: true }),
      answer: `() => /Delivery by|Checking/.test(document.querySelector('.delivery-check')?.textContent ?? '') && !document.querySelector('.delivery-check [data-held]')`,
    },
    {
      // The paw before the one on screen: the slides move forward by themselves, so only the tap can bring it.
      name: 'home: a carousel control',
      url: `${origin}/`,
      before: async (page) => {
        const names = await page.locator('.hero__paw').evaluateAll((paws) => {
          const current = paws.findIndex((p) => p.getAttribute('aria-current') === 'true');
          return paws.map((p) => p.getAttribute('aria-label')).at(current - 1);
        });
        page.benchTarget = names;
        await page.evaluate((label) => sessionStorage.setItem('bench:target', label), names);
      },
      control: (page) => page.getByRole('button', { name: page.benchTarget, exact: true }),
      answer: `() => [...document.querySelectorAll('.hero__paw')].some((p) => p.getAttribute('aria-label') === sessionStorage.getItem('bench:target') && p.getAttribute('aria-current') === 'true')`,
    },
    { name: 'reviews: a review card', url: `${origin}/review`, control: (page) => page.getByRole('main').getByRole('button', { name: /Rated \d out of 5/ }).first(), answer: visible('dialog[open], [role="dialog"]') },
    ...signedIn,
  ];
}

/**
 * A signed-in customer with a profile and one product in the cart, made through the shop's own API (its one-time code
 * read from the developer mailbox of the throwaway shop): the browser state their visits start from.
 */
export async function signedInCustomer(origin, product) {
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { 'x-requested-with': 'XMLHttpRequest' } });
  try {
    const email = `first-tap-${Date.now()}@example.in`;
    const ok = async (response) => {
      if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
      return response;
    };
    await ok(await api.post('/api/v1/auth/signup-email', { data: { email, password: 'purrfect-pass-1' } }));
    let otp = null;
    for (let i = 0; i < 50 && !otp; i++) {
      const mail = await (await api.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).text();
      otp = /\b(\d{6})\b/.exec(mail)?.[1] ?? null;
      if (!otp) await new Promise((r) => setTimeout(r, 200));
    }
    if (!otp) throw new Error('No sign-up code arrived in the developer mailbox.');
    await ok(await api.post('/api/v1/auth/verify-otp', { data: { email, otp } }));
    const phone = `9${String(Date.now()).slice(-9)}`;
    await ok(await api.post('/api/v1/user/me-create-profile', { data: { name: 'Meera Nair', email, phoneNumber: phone, street: '12 MG Road', addressLine2: 'Flat 4', pincode: '560001', country: 'India' } }));
    await ok(await api.post('/api/v1/cart/add-to-cart', { data: { productId: product._id, quantity: 1 } }));
    const state = await api.storageState();
    // The app's session copy (SPEC.md §3), as the app keeps it after signing in: its pages start at once.
    state.origins = [{ origin, localStorage: [{ name: 'authData', value: JSON.stringify({ authenticated: true, hasDetails: true }) }] }];
    return state;
  } finally {
    await api.dispose();
  }
}

async function oneVisit(browser, tap) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, bypassCSP: true, ...(tap.storageState ? { storageState: tap.storageState } : {}) });
  try {
    let tappedAt = null;
    let answer = null;
    let feedback = null;
    let onAnswer = () => undefined;
    const answered = new Promise((resolve) => (onAnswer = resolve));
    await context.exposeFunction('__benchAnswered', (a) => {
      if (a.what === 'feedback') {
        feedback ??= a;
        return;
      }
      answer ??= a;
      onAnswer();
    });
    await context.exposeFunction('__benchTapped', (at) => (tappedAt ??= at));
    await context.addInitScript(watchTheTap, tap.answer);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: FIRST_TAP.cpuSlowdown });
    await cdp.send('Network.enable');
    const throttle = { offline: false, latency: FIRST_TAP.latencyMs, downloadThroughput: (FIRST_TAP.downKbps * 1000) / 8, uploadThroughput: (FIRST_TAP.upKbps * 1000) / 8 };
    await cdp.send('Network.emulateNetworkConditions', throttle);
    // A link's page opens in the same tab: it is throttled as well.
    page.on('framenavigated', () => void cdp.send('Network.emulateNetworkConditions', throttle).catch(() => undefined));
    await page.goto(tap.url, { waitUntil: 'load' });
    await page.waitForTimeout(FIRST_TAP.readingMs);
    if (tap.before) await tap.before(page);
    const control = tap.control(page);
    await control.scrollIntoViewIfNeeded();
    await control.tap();
    await Promise.race([answered, page.waitForTimeout(15_000)]);
    if (!answer || tappedAt === null) return null;
    return { feedbackMs: (feedback ?? answer).at - tappedAt, ms: answer.at - tappedAt, jsKb: answer.js / 1024 };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Each tap measured on FIRST_TAP.visits fresh visits; the table shows the median and the ratio to the plain page's. */
export async function measureFirstTaps(cases, executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium') {
  const browser = await chromium.launch({ executablePath, args: CHROME_ARGS });
  try {
    const rows = [];
    for (const tap of cases) {
      const visits = [];
      for (let i = 0; i < FIRST_TAP.visits; i++) visits.push(await oneVisit(browser, tap));
      const done = visits.filter(Boolean);
      rows.push({
        name: tap.name,
        feedbackMs: median(done.map((v) => v.feedbackMs)),
        ms: median(done.map((v) => v.ms)),
        jsKb: median(done.map((v) => v.jsKb)),
        unanswered: visits.length - done.length,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/**
 * Prints the first-tap table: per tap, the median time to the first visible sign that it was taken (the goal) and to
 * the answer itself, their ratios to the plain page's tap, and the JavaScript fetched by then.
 */
export function printFirstTaps(rows) {
  const base = rows[0];
  console.info(
    `\nFirst tap on a budget phone (CPU ${FIRST_TAP.cpuSlowdown}× slower, ${FIRST_TAP.latencyMs} ms round trips, ${FIRST_TAP.downKbps / 1000} Mbit/s; ${FIRST_TAP.readingMs / 1000} s of reading first), median of ${FIRST_TAP.visits} fresh visits; goal: shown within ${FIRST_TAP.goalMs} ms:`,
  );
  const ms = (value, r) => (Number.isFinite(value) ? `${Math.round(value)} ms${r.unanswered ? ` (${r.unanswered} unanswered)` : ''}` : 'no answer');
  const ratio = (value, r) => (Number.isFinite(value) && r !== base ? `${(value / Math.max(base.ms, 1)).toFixed(1)}×` : '');
  const header = ['tap', 'shown (pressed, busy or answered)', '÷ plain page', 'the answer', '÷ plain page', 'JS fetched by then', 'goal'];
  const lines = rows.map((r) => [
    r.name,
    ms(r.feedbackMs, r),
    ratio(r.feedbackMs, r),
    ms(r.ms, r),
    ratio(r.ms, r),
    `${Math.round(r.jsKb || 0)} KB`,
    r === base ? '' : Number.isFinite(r.feedbackMs) && r.feedbackMs <= FIRST_TAP.goalMs && !r.unanswered ? 'met' : 'not met',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const print = (cells) => console.info(`| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`);
  print(header);
  console.info(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines) print(l);
}
