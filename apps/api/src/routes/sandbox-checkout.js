// The offline payment gateway's Checkout: the same interface as Razorpay's checkout.js
// (new Razorpay(options), .on('payment.failed', fn), .open()), drawn as a dialog in the page.
//
// It reads the same display configuration Razorpay does (options.config.display: blocks, sequence,
// preferences.show_default_blocks), so a shop that puts UPI first sees UPI first here too. Like Razorpay, it decides
// by the device, not by the width of the window, how UPI is paid: a phone (its user agent says Android, iPhone, iPad
// or "Mobi", or the browser reports itself mobile) is offered its UPI apps (intent flow: the chosen app opens, here
// the sandbox's UPI app page in a new tab); anything else gets a QR code to scan with a phone. Either way the dialog
// then waits for the payment as Razorpay's Checkout polls for it, and calls the handler with the signed response;
// a page closed meanwhile hears nothing, and the shop learns of the payment from the webhook alone. How the dialog
// sits on the screen (a sheet at the bottom of a narrow screen, a card in the middle of a wide one) is CSS only.
(function () {
  'use strict';

  var POLL_MS = 1500;
  var UPI_APPS = [
    { id: 'google_pay', name: 'Google Pay' },
    { id: 'phonepe', name: 'PhonePe' },
    { id: 'paytm', name: 'Paytm' },
    { id: 'bhim', name: 'BHIM' },
  ];
  var STYLE_ID = 'sandbox-checkout-style';
  var CSS =
    '.sbx-backdrop{position:fixed;inset:0;background:rgba(20,16,30,.55);display:flex;align-items:center;justify-content:center;z-index:2147483000;font-family:system-ui,sans-serif}' +
    '.sbx-box{background:#fff;color:#1f1a2b;border-radius:14px;padding:20px 24px;width:min(92vw,420px);max-height:92vh;overflow:auto;box-sizing:border-box;box-shadow:0 12px 40px rgba(0,0,0,.3)}' +
    '.sbx-box h2{margin:0 0 4px;font-size:20px}.sbx-box h3{margin:0 0 8px;font-size:16px}' +
    '.sbx-note{margin:0 0 12px;color:#5a5368;font-size:14px}.sbx-amount{margin:0 0 16px;font-weight:600}' +
    '.sbx-block{border:1px solid #e3dced;border-radius:12px;padding:14px;margin:0 0 12px}' +
    '.sbx-hint{margin:0 0 10px;font-size:14px;color:#5a5368}' +
    '.sbx-apps{display:grid;grid-template-columns:1fr 1fr;gap:8px}' +
    '.sbx-qr{display:block;width:200px;height:200px;margin:0 auto 8px;image-rendering:pixelated}' +
    '.sbx-waiting{margin:8px 0 0;font-weight:600;color:#3b2a5c}' +
    '.sbx-status{min-height:1.2em;margin:0 0 8px;color:#b3261e;font-size:14px}' +
    '.sbx-box button{display:block;width:100%;min-height:44px;margin-top:8px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:1px solid #5b3f8c;background:#fff;color:#5b3f8c}' +
    '.sbx-apps button{margin-top:0}.sbx-box button.sbx-primary{background:#5b3f8c;color:#fff}.sbx-box button:disabled{opacity:.6;cursor:default}' +
    '.sbx-box a{color:#5b3f8c;font-size:14px}' +
    '@media (max-width:600px){.sbx-backdrop{align-items:flex-end}.sbx-box{width:100%;border-radius:16px 16px 0 0;padding:18px 16px 20px}}';

  function formatRupees(paise, currency) {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(paise / 100);
  }

  function request(method, url) {
    return fetch(url, { method: method, credentials: 'same-origin', cache: 'no-store' }).then(function (res) {
      if (!res.ok) throw new Error('Sandbox gateway answered ' + res.status);
      return res.json();
    });
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    if (text) node.textContent = text;
    return node;
  }

  /** A phone, as Razorpay tells one: by the device (user agent), not by the window's width. */
  function isPhone() {
    var data = navigator.userAgentData;
    if (data && data.mobile === true) return true;
    return /Android|iPhone|iPad|iPod|Mobi/i.test(navigator.userAgent || '');
  }

  /**
   * What the options' display configuration asks for: the UPI instrument (its flows), its block's name, whether it
   * comes first, and whether the default blocks (cards, netbanking, wallets) are shown as well.
   */
  function displayPlan(options) {
    var display = (options.config && options.config.display) || {};
    var blocks = display.blocks || {};
    var sequence = display.sequence || [];
    var showDefault = !display.preferences || display.preferences.show_default_blocks !== false;
    var plan = { upi: null, upiName: 'UPI', upiFirst: false, showDefault: showDefault };
    sequence.forEach(function (entry, index) {
      var code = typeof entry === 'string' && entry.indexOf('block.') === 0 ? entry.slice(6) : null;
      var block = code ? blocks[code] : null;
      var instruments = block ? block.instruments || [] : entry === 'upi' ? [{ method: 'upi' }] : [];
      instruments.forEach(function (instrument) {
        if (plan.upi || !instrument || instrument.method !== 'upi') return;
        plan.upi = instrument;
        plan.upiName = (block && block.name) || 'UPI';
        plan.upiFirst = index === 0;
      });
    });
    // Without a block of its own, UPI is one of the default methods, after cards.
    if (!plan.upi && showDefault) plan.upi = { method: 'upi' };
    return plan;
  }

  function injectStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var style = el('style', { id: STYLE_ID });
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.failedHandlers = [];
  }

  Razorpay.prototype.on = function (event, handler) {
    if (event === 'payment.failed') this.failedHandlers.push(handler);
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var o = self.options;
    var orderId = encodeURIComponent(o.order_id || '');
    var amountText = formatRupees(o.amount || 0, o.currency);
    var plan = displayPlan(o);
    var flows = (plan.upi && plan.upi.flows) || ['intent', 'qr'];
    var phone = isPhone();
    var upiFlow = !plan.upi ? null : phone && flows.indexOf('intent') !== -1 ? 'intent' : flows.indexOf('qr') !== -1 ? 'qr' : 'intent';
    var closed = false;
    var pollTimer = null;
    var expiryTimer = null;

    injectStyle();
    var backdrop = el('div', { 'data-sandbox-checkout': '', class: 'sbx-backdrop' });
    var box = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'sandbox-checkout-title', class: 'sbx-box' });
    var title = el('h2', { id: 'sandbox-checkout-title' }, 'Sandbox payment');
    var note = el('p', { class: 'sbx-note' }, 'Offline test gateway: no real money moves.');
    var amount = el('p', { class: 'sbx-amount' }, (o.name || 'Purrfect Litter') + ': ' + amountText);
    var status = el('p', { role: 'status', 'aria-live': 'polite', class: 'sbx-status' });
    var buttons = [];

    function button(text, primary) {
      var b = el('button', { type: 'button' }, text);
      if (primary) b.className = 'sbx-primary';
      buttons.push(b);
      return b;
    }

    // UPI: the customer's apps on a phone, a QR code elsewhere.
    var upiBlock = null;
    var upiBody = null;
    if (plan.upi) {
      upiBlock = el('section', { class: 'sbx-block', 'aria-labelledby': 'sandbox-upi-title' });
      upiBlock.appendChild(el('h3', { id: 'sandbox-upi-title' }, plan.upiName));
      upiBody = el('div');
      upiBlock.appendChild(upiBody);
    }

    function showAppChooser() {
      upiBody.replaceChildren();
      upiBody.appendChild(el('p', { class: 'sbx-hint' }, 'Pay with a UPI app on this phone'));
      var grid = el('div', { class: 'sbx-apps', role: 'group', 'aria-label': 'UPI apps' });
      UPI_APPS.forEach(function (app) {
        var b = button(app.name);
        b.addEventListener('click', function () {
          // The intent: the chosen app opens with the payment filled in (here, the sandbox's UPI app page).
          window.open('/dev/payments/' + orderId + '/upi?app=' + app.id, '_blank');
          showWaitingFor(app.name);
        });
        grid.appendChild(b);
      });
      upiBody.appendChild(grid);
    }

    function showWaitingFor(appName) {
      upiBody.replaceChildren();
      upiBody.appendChild(el('p', { class: 'sbx-hint' }, 'Complete the payment in ' + appName + '.'));
      upiBody.appendChild(el('p', { class: 'sbx-waiting', role: 'status' }, 'Waiting for your payment…'));
      var other = button('Choose another UPI app');
      other.addEventListener('click', showAppChooser);
      upiBody.appendChild(other);
      startPolling();
    }

    function showQr() {
      upiBody.replaceChildren();
      upiBody.appendChild(el('img', { class: 'sbx-qr', src: '/dev/payments/' + orderId + '/qr.svg', alt: 'UPI QR code to pay ' + amountText, width: '200', height: '200' }));
      upiBody.appendChild(el('p', { class: 'sbx-hint' }, 'Scan the QR code with any UPI app on your phone: Google Pay, PhonePe, Paytm, BHIM.'));
      upiBody.appendChild(el('p', { class: 'sbx-waiting', role: 'status' }, 'Waiting for your payment…'));
      upiBody.appendChild(el('a', { href: '/dev/payments/' + orderId + '/upi?app=qr', target: '_blank', rel: 'noopener' }, 'Open the page this QR code leads to'));
      startPolling();
    }

    // Cards, netbanking and wallets: one Pay button stands for them all.
    var otherBlock = null;
    var pay = button('Pay ' + amountText, !plan.upiFirst);
    if (plan.showDefault) {
      otherBlock = el('section', { class: 'sbx-block', 'aria-labelledby': 'sandbox-other-title' });
      otherBlock.append(el('h3', { id: 'sandbox-other-title' }, 'Cards, netbanking and wallets'), pay);
    }
    var fail = button('Fail payment');
    var dismiss = button('Dismiss');

    box.append(title, note, amount, status);
    if (plan.upiFirst) {
      if (upiBlock) box.appendChild(upiBlock);
      if (otherBlock) box.appendChild(otherBlock);
    } else {
      if (otherBlock) box.appendChild(otherBlock);
      if (upiBlock) box.appendChild(upiBlock);
    }
    box.append(fail, dismiss);
    backdrop.appendChild(box);
    document.body.appendChild(backdrop);
    if (upiFlow === 'intent') showAppChooser();
    else if (upiFlow === 'qr') showQr();
    (plan.upiFirst && upiBody.querySelector('button') ? upiBody.querySelector('button') : pay).focus();

    function close() {
      closed = true;
      if (pollTimer) clearTimeout(pollTimer);
      if (expiryTimer) clearTimeout(expiryTimer);
      backdrop.remove();
    }
    function busy(on) {
      buttons.forEach(function (b) {
        b.disabled = on;
      });
    }
    // Closed without a payment: the page hears it as from Razorpay's modal.ondismiss.
    function tellDismissed() {
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }
    function dismissed() {
      close();
      tellDismissed();
    }
    // Whichever of the button and the polling learns of the payment first answers; the other finds Checkout closed.
    function failed(response) {
      if (closed) return;
      close();
      self.failedHandlers.forEach(function (h) {
        h(response);
      });
      tellDismissed();
    }
    function succeeded(response) {
      if (closed) return;
      close();
      if (typeof o.handler === 'function') o.handler(response);
    }

    // As Razorpay's Checkout does while the customer pays in a UPI app: ask until the payment is in (or refused).
    function startPolling() {
      if (pollTimer || closed) return;
      var poll = function () {
        request('GET', '/dev/payments/' + orderId + '/result')
          .then(function (result) {
            if (closed) return;
            if (result.response) return succeeded(result.response);
            if (result.status === 'failed') {
              return failed({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment declined in the UPI app (sandbox)', reason: 'payment_failed' } });
            }
            pollTimer = setTimeout(poll, POLL_MS);
          })
          .catch(function () {
            if (!closed) pollTimer = setTimeout(poll, POLL_MS);
          });
      };
      pollTimer = setTimeout(poll, POLL_MS);
    }

    // As Razorpay's `timeout`: Checkout closes itself when the time is up.
    if (typeof o.timeout === 'number' && o.timeout > 0) {
      expiryTimer = setTimeout(dismissed, o.timeout * 1000);
    }

    // Pay and Fail ask the sandbox for that outcome; while it answers every button waits, and a refusal is shown.
    function answerWith(outcome, then) {
      return function () {
        busy(true);
        request('POST', '/dev/payments/' + orderId + '/' + outcome)
          .then(then)
          .catch(function (err) {
            busy(false);
            status.textContent = err.message;
          });
      };
    }
    pay.addEventListener('click', answerWith('pay', succeeded));
    fail.addEventListener('click', answerWith('fail', failed));
    dismiss.addEventListener('click', dismissed);
  };

  window.Razorpay = Razorpay;
})();
