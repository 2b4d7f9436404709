// The offline payment gateway's Checkout: the same interface as Razorpay's checkout.js
// (new Razorpay(options), .on('payment.failed', fn), .open()), drawn as a dialog in the page.
(function () {
  'use strict';

  function formatRupees(paise, currency) {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(paise / 100);
  }

  function post(url) {
    return fetch(url, { method: 'POST', credentials: 'same-origin' }).then(function (res) {
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
    var backdrop = el('div', { 'data-sandbox-checkout': '' });
    backdrop.style.cssText =
      'position:fixed;inset:0;background:rgba(20,16,30,.55);display:flex;align-items:center;justify-content:center;z-index:2147483000;font-family:system-ui,sans-serif';
    var box = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'sandbox-checkout-title' });
    box.style.cssText = 'background:#fff;color:#1f1a2b;border-radius:14px;padding:24px;width:min(92vw,380px);box-shadow:0 12px 40px rgba(0,0,0,.3)';
    var title = el('h2', { id: 'sandbox-checkout-title' }, 'Sandbox payment');
    title.style.cssText = 'margin:0 0 4px;font-size:20px';
    var note = el('p', {}, 'Offline test gateway: no real money moves.');
    note.style.cssText = 'margin:0 0 16px;color:#5a5368;font-size:14px';
    var amount = el('p', {}, (o.name || 'Purrfect Litter') + ': ' + formatRupees(o.amount || 0, o.currency));
    amount.style.cssText = 'margin:0 0 20px;font-weight:600';
    var status = el('p', { role: 'status', 'aria-live': 'polite' });
    status.style.cssText = 'min-height:1.2em;margin:0 0 12px;color:#b3261e;font-size:14px';
    var pay = el('button', { type: 'button' }, 'Pay ' + formatRupees(o.amount || 0, o.currency));
    var fail = el('button', { type: 'button' }, 'Fail payment');
    var dismiss = el('button', { type: 'button' }, 'Dismiss');
    [pay, fail, dismiss].forEach(function (b, i) {
      b.style.cssText =
        'display:block;width:100%;min-height:44px;margin-top:8px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:1px solid #5b3f8c;' +
        (i === 0 ? 'background:#5b3f8c;color:#fff' : 'background:#fff;color:#5b3f8c');
    });
    box.append(title, note, amount, status, pay, fail, dismiss);
    backdrop.appendChild(box);
    document.body.appendChild(backdrop);
    pay.focus();

    function close() {
      backdrop.remove();
    }
    function busy(on) {
      [pay, fail, dismiss].forEach(function (b) {
        b.disabled = on;
      });
    }

    pay.addEventListener('click', function () {
      busy(true);
      post('/dev/payments/' + orderId + '/pay')
        .then(function (response) {
          close();
          if (typeof o.handler === 'function') o.handler(response);
        })
        .catch(function (err) {
          busy(false);
          status.textContent = err.message;
        });
    });
    fail.addEventListener('click', function () {
      busy(true);
      post('/dev/payments/' + orderId + '/fail')
        .then(function (response) {
          close();
          self.failedHandlers.forEach(function (h) {
            h(response);
          });
          if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
        })
        .catch(function (err) {
          busy(false);
          status.textContent = err.message;
        });
    });
    dismiss.addEventListener('click', function () {
      close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    });
  };

  window.Razorpay = Razorpay;
})();
