/* global window, document */
// A local stand-in for Stripe.js, served in place of https://js.stripe.com/** so checkout runs
// without the network. It implements what @stripe/stripe-js and @stripe/react-stripe-js call:
// Stripe(key), elements({ clientSecret }), create('payment'), mount, on/off, submit, and
// confirmPayment, which redirects to return_url as Stripe does (4000 0000 0000 0002 is declined), and
// confirmSetup, which saves the card by the provider's API (the tests route api.stripe.com to the fake
// provider) and answers without leaving the page, as Stripe does for cards with redirect 'if_required'.
(function () {
  function Stripe(publishableKey) {
    if (!/^pk_/.test(publishableKey)) throw new Error('Invalid publishable key');
    var elementsOptions = null;
    var input = null;

    function createElement(type) {
      var listeners = {};
      var emit = function (event, payload) {
        (listeners[event] || []).forEach(function (cb) {
          cb(payload);
        });
      };
      var element = {
        mount: function (target) {
          var node = typeof target === 'string' ? document.querySelector(target) : target;
          var label = document.createElement('label');
          label.htmlFor = 'fake-stripe-card-number';
          label.textContent = 'Card number';
          label.style.display = 'block';
          label.style.fontSize = '14px';
          label.style.marginBottom = '4px';
          input = document.createElement('input');
          input.id = 'fake-stripe-card-number';
          input.autocomplete = 'cc-number';
          input.inputMode = 'numeric';
          input.placeholder = '1234 1234 1234 1234';
          input.style.width = '100%';
          input.style.boxSizing = 'border-box';
          input.style.padding = '10px 12px';
          input.style.border = '1px solid #94a3b8';
          input.style.borderRadius = '6px';
          node.replaceChildren(label, input);
          setTimeout(function () {
            emit('ready', { elementType: type });
          }, 0);
        },
        on: function (event, cb) {
          (listeners[event] = listeners[event] || []).push(cb);
          return element;
        },
        off: function (event, cb) {
          listeners[event] = (listeners[event] || []).filter(function (f) {
            return f !== cb;
          });
          return element;
        },
        update: function () {},
        unmount: function () {},
        destroy: function () {
          if (input && input.parentNode) input.parentNode.replaceChildren();
          input = null;
        },
      };
      return element;
    }

    return {
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      createToken: function () {},
      createPaymentMethod: function () {},
      confirmCardPayment: function () {},
      elements: function (options) {
        elementsOptions = options;
        return {
          create: createElement,
          getElement: function () {
            return null;
          },
          update: function () {},
          fetchUpdates: function () {
            return Promise.resolve({});
          },
          submit: function () {
            var digits = input ? input.value.replace(/\s/g, '') : '';
            return Promise.resolve(
              /^\d{16}$/.test(digits)
                ? {}
                : { error: { type: 'validation_error', message: 'Your card number is incomplete.' } },
            );
          },
        };
      },
      confirmSetup: function () {
        var digits = input ? input.value.replace(/\s/g, '') : '';
        var id = elementsOptions.clientSecret.split('_secret_')[0];
        return fetch('https://api.stripe.com/v1/setup_intents/' + id + '/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'card%5Bnumber%5D=' + encodeURIComponent(digits),
        }).then(function (res) {
          return res.json().then(function (body) {
            return res.ok ? { setupIntent: body } : { error: body.error };
          });
        });
      },
      confirmPayment: function (options) {
        var digits = input ? input.value.replace(/\s/g, '') : '';
        if (digits === '4000000000000002') {
          return Promise.resolve({
            error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
          });
        }
        var secret = elementsOptions.clientSecret;
        var url = new URL(options.confirmParams.return_url);
        url.searchParams.set('payment_intent', secret.split('_secret_')[0]);
        url.searchParams.set('payment_intent_client_secret', secret);
        url.searchParams.set('redirect_status', 'succeeded');
        window.location.assign(url.href);
        return new Promise(function () {});
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
