// The offline payment gateway's stand-in for a UPI app (Google Pay, PhonePe, Paytm, BHIM, or whatever scanned the
// QR code): the customer approves or declines the payment here, away from the shop's page, which may be gone.
(function () {
  'use strict';
  var main = document.querySelector('main[data-order-id]');
  if (!main) return;
  var orderId = encodeURIComponent(main.getAttribute('data-order-id'));
  var status = main.querySelector('[role="status"]');
  var buttons = Array.prototype.slice.call(main.querySelectorAll('button[data-action]'));

  function done(text) {
    status.textContent = text;
    buttons.forEach(function (b) {
      b.disabled = true;
    });
  }
  if (main.getAttribute('data-status') === 'paid') done('Already paid. You can go back to the shop.');

  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      var action = button.getAttribute('data-action') === 'pay' ? 'pay' : 'fail';
      buttons.forEach(function (b) {
        b.disabled = true;
      });
      fetch('/dev/payments/' + orderId + '/' + action, { method: 'POST', credentials: 'same-origin' })
        .then(function (res) {
          if (!res.ok) throw new Error('Sandbox gateway answered ' + res.status);
          done(action === 'pay' ? 'Payment successful. You can go back to the shop.' : 'Payment declined.');
        })
        .catch(function (err) {
          status.textContent = err.message;
          buttons.forEach(function (b) {
            b.disabled = false;
          });
        });
    });
  });
})();
