// A small stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js) in the end-to-end journeys. Playwright
// serves it at Stripe's own URL (setup/stripe.ts), so the page's Content-Security-Policy still decides whether it
// may run. It implements what the storefront's card field uses: Stripe(key, { locale }), elements().create("card"),
// mount, on("change"), destroy and createPaymentMethod. Like Stripe's, the card inputs live in a js.stripe.com frame
// (frame-src) and the payment method is created at https://api.stripe.com (connect-src), which the journeys route to
// the fake Stripe API that the platform charges (apps/api/test/fake-stripe.ts).
(() => {
  const ORIGIN = "https://js.stripe.com";
  const API = "https://api.stripe.com/v1";
  /** Per card element: asks its frame for the card typed in it. */
  const collectors = new WeakMap();
  let frames = 0;

  function createCard(type, options, locale) {
    if (type !== "card") throw new Error(`fake Stripe.js: only the "card" element, not "${type}"`);
    const handlers = { change: [], ready: [] };
    const pending = new Map();
    let iframe = null;
    let requests = 0;

    const onMessage = (event) => {
      if (event.origin !== ORIGIN || !iframe || event.source !== iframe.contentWindow) return;
      const data = event.data ?? {};
      if (data.type === "fake-stripe:ready")
        for (const handler of handlers.ready) handler({ elementType: "card" });
      if (data.type === "fake-stripe:change")
        for (const handler of handlers.change)
          handler({ elementType: "card", empty: data.empty, complete: data.complete, error: data.error });
      if (data.type === "fake-stripe:card") {
        pending.get(data.id)?.(data.result);
        pending.delete(data.id);
      }
    };

    const element = {
      mount(target) {
        const node = typeof target === "string" ? document.querySelector(target) : target;
        if (!node) throw new Error("fake Stripe.js: mount() needs an element");
        if (iframe) throw new Error("fake Stripe.js: this element is already mounted");
        frames += 1;
        iframe = document.createElement("iframe");
        iframe.name = `__privateStripeFrame${frames}`;
        iframe.title =
          locale === "it" ? "Campo sicuro per il pagamento con carta" : "Secure card payment input frame";
        const query = new URLSearchParams({
          locale,
          origin: window.location.origin,
          hidePostalCode: String(Boolean(options?.hidePostalCode)),
        });
        iframe.src = `${ORIGIN}/endive/fake-card-frame.html?${query}`;
        // CSSOM, not a style attribute: the page's CSP allows no inline style without its nonce.
        iframe.style.display = "block";
        iframe.style.width = "100%";
        iframe.style.height = "2.5rem";
        iframe.style.border = "0";
        window.addEventListener("message", onMessage);
        node.appendChild(iframe);
      },
      on(event, handler) {
        handlers[event]?.push(handler);
        return element;
      },
      destroy() {
        window.removeEventListener("message", onMessage);
        iframe?.remove();
        iframe = null;
        collectors.delete(element);
      },
    };

    collectors.set(
      element,
      () =>
        new Promise((resolve, reject) => {
          if (!iframe?.contentWindow)
            return reject(new Error("IntegrationError: the card element is not mounted"));
          requests += 1;
          const id = requests;
          pending.set(id, resolve);
          iframe.contentWindow.postMessage({ type: "fake-stripe:collect", id }, ORIGIN);
          setTimeout(() => {
            if (pending.delete(id)) reject(new Error("fake Stripe.js: the card frame did not answer"));
          }, 5000);
        }),
    );
    return element;
  }

  async function createPaymentMethod(key, data) {
    const collect = collectors.get(data?.card);
    if (data?.type !== "card" || !collect)
      throw new Error("IntegrationError: createPaymentMethod needs type 'card' and a mounted card element");
    const card = await collect();
    if (card.error) return { error: card.error };
    const body = new URLSearchParams({
      key,
      type: "card",
      "card[number]": card.number,
      "card[exp_month]": card.expMonth,
      "card[exp_year]": card.expYear,
      "card[cvc]": card.cvc,
    });
    if (data.billing_details?.name) body.set("billing_details[name]", data.billing_details.name);
    const response = await fetch(`${API}/payment_methods`, { method: "POST", body });
    const answer = await response.json();
    return response.ok ? { paymentMethod: answer } : { error: answer.error };
  }

  function Stripe(key, options) {
    if (typeof key !== "string" || !key.startsWith("pk_"))
      throw new Error("IntegrationError: Stripe() needs a publishable key (pk_…)");
    const locale = options?.locale === "it" ? "it" : "en";
    return {
      elements: () => ({ create: (type, elementOptions) => createCard(type, elementOptions, locale) }),
      createPaymentMethod: (data) => createPaymentMethod(key, data),
      // @stripe/stripe-js registers itself with the instance it made.
      _registerWrapper: () => undefined,
    };
  }
  // The release train @stripe/stripe-js 10 expects (it warns on another).
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
