/**
 * Aspire's sandbox of Razorpay Checkout, served by the shop service at /api/shop/checkout/sandbox.js.
 * It offers the browser API of Razorpay Checkout — `new Razorpay(options).open()`, `on('payment.failed', cb)`,
 * `options.handler({ razorpay_payment_id, razorpay_order_id, razorpay_signature })`,
 * `options.modal.ondismiss()` — with an accessible in-page dialog to pay or fail a test payment.
 * No money moves: the shop service signs the payment with its sandbox secret. The shop takes a sandbox
 * payment only from the order's buyer, so the page passes `options.sandbox.accessToken`, a function
 * answering the current access token (read when Pay is pressed, so a renewed token is used). The
 * Razorpay stand-in of the tests serves this same script, with its own pay / fail calls beside it.
 */
(() => {
  const source = document.currentScript?.src ?? `${location.origin}/api/shop/checkout/sandbox.js`;
  const endpoint = (name) => new URL(`sandbox/${name}`, source).toString();
  const rupees = (paise) =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }).format(paise / 100);

  let counter = 0;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('dialog[data-sandbox-checkout]::backdrop { background: rgb(0 0 0 / 0.55); }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // An older browser keeps its default backdrop.
  }
  const element = (tag, css, props = {}) => {
    const node = document.createElement(tag);
    node.style.cssText = css;
    Object.assign(node, props);
    return node;
  };
  const buttonCss = (primary) =>
    [
      'font: inherit',
      'font-weight: 600',
      'padding: 12px 18px',
      'border-radius: 8px',
      'cursor: pointer',
      'min-height: 44px',
      primary ? 'background: #0b5d4b; color: #ffffff; border: 2px solid #0b5d4b' : '',
      primary ? '' : 'background: #ffffff; color: #1b2428; border: 2px solid #4a575d',
    ]
      .filter(Boolean)
      .join(';');

  async function post(name, options) {
    const headers = { 'content-type': 'application/json' };
    const token = options.sandbox?.accessToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(endpoint(name), {
      method: 'POST',
      headers,
      body: JSON.stringify({ orderId: options.order_id }),
    });
    const body = await response.json().catch(() => null);
    if (!response.ok || !body?.success)
      throw new Error(body?.message ?? `Sandbox payment failed (${response.status})`);
    return body.data;
  }

  class Razorpay {
    constructor(options) {
      if (!options?.key || !options.order_id)
        throw new Error('Razorpay: options.key and options.order_id are required');
      this.options = options;
      this.listeners = {};
      this.dialog = null;
    }

    on(event, callback) {
      if (!this.listeners[event]) this.listeners[event] = [];
      this.listeners[event].push(callback);
      return this;
    }

    emit(event, payload) {
      for (const callback of this.listeners[event] ?? []) callback(payload);
    }

    close() {
      if (!this.dialog) return;
      const dialog = this.dialog;
      this.dialog = null;
      if (dialog.open) dialog.close();
      dialog.remove();
    }

    open() {
      if (this.dialog) return;
      const options = this.options;
      counter += 1;
      const titleId = `aspire-sandbox-title-${counter}`;
      const noteId = `aspire-sandbox-note-${counter}`;
      const dialog = element(
        'dialog',
        [
          'border: none',
          'border-radius: 12px',
          'padding: 24px',
          'width: min(460px, calc(100vw - 32px))',
          'border-top: 6px solid #0b5d4b',
          'box-shadow: 0 12px 40px rgb(0 0 0 / 0.25)',
          'color: #1b2428',
          'background: #ffffff',
          'font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
          'line-height: 1.5',
        ].join(';'),
      );
      dialog.setAttribute('aria-labelledby', titleId);
      dialog.setAttribute('aria-describedby', noteId);
      dialog.dataset.sandboxCheckout = '';

      const title = element('h2', 'margin: 0 0 4px; font-size: 1.3rem', {
        id: titleId,
        textContent: `${options.name ?? 'Checkout'} · Sandbox payment`,
      });
      const note = element('p', 'margin: 0 0 16px; color: #4a575d', {
        id: noteId,
        textContent: 'Test checkout: no card is charged and no money moves.',
      });
      const details = element(
        'dl',
        'display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0 0 16px',
      );
      const rows = [
        ['Amount', rupees(Number(options.amount ?? 0))],
        ['Order', options.order_id],
      ];
      if (options.prefill?.email) rows.push(['Paying as', options.prefill.email]);
      for (const [label, value] of rows) {
        details.append(
          element('dt', 'font-weight: 600', { textContent: label }),
          element('dd', 'margin: 0; overflow-wrap: anywhere', { textContent: value }),
        );
      }
      const status = element('p', 'min-height: 1.5em; margin: 0 0 12px; color: #1b2428', { role: 'status' });
      status.setAttribute('aria-live', 'polite');
      const actions = element('div', 'display: flex; flex-wrap: wrap; gap: 8px');
      const pay = element('button', buttonCss(true), {
        type: 'button',
        textContent: `Pay ${rupees(Number(options.amount ?? 0))}`,
        autofocus: true,
      });
      const fail = element('button', buttonCss(false), { type: 'button', textContent: 'Fail payment' });
      const cancel = element('button', buttonCss(false), { type: 'button', textContent: 'Cancel' });
      actions.append(pay, fail, cancel);
      dialog.append(title, note, details, status, actions);

      const busy = (on, text) => {
        for (const button of [pay, fail, cancel]) button.disabled = on;
        status.textContent = text;
      };
      pay.addEventListener('click', async () => {
        busy(true, 'Processing payment…');
        try {
          const success = await post('pay', options);
          this.close();
          options.handler?.(success);
        } catch (error) {
          busy(false, error.message);
        }
      });
      fail.addEventListener('click', async () => {
        busy(true, 'Declining payment…');
        try {
          const failure = await post('fail', options);
          this.close();
          this.emit('payment.failed', failure);
        } catch (error) {
          busy(false, error.message);
        }
      });
      const dismiss = () => {
        this.close();
        options.modal?.ondismiss?.();
      };
      cancel.addEventListener('click', dismiss);
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        if (!pay.disabled) dismiss();
      });

      this.dialog = dialog;
      document.body.append(dialog);
      dialog.showModal();
      pay.focus();
    }
  }

  window.Razorpay = Razorpay;
})();
