// A small stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js) in the end-to-end journeys. Playwright
// serves it at Stripe's own URL (setup/stripe.ts), so the page's Content-Security-Policy still decides whether it
// may run. It implements what the storefront's card field and its saving of cards use: Stripe(key, { locale }),
// elements().create("card"), mount, on("change"), destroy, createPaymentMethod and confirmCardSetup. Like Stripe's,
// the card inputs live in a js.stripe.com frame (frame-src) and payment methods are created and SetupIntents confirmed
// at https://api.stripe.com (connect-src), which the journeys route to the fake Stripe API that the platform talks to
// (apps/api/test/fake-stripe.ts).
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
    if (data?.type !== "card" || !collectors.has(data?.card))
      throw new Error("IntegrationError: createPaymentMethod needs type 'card' and a mounted card element");
    const card = await cardForm(data.card, data.billing_details, "");
    if (card.error) return { error: card.error };
    const body = new URLSearchParams({ key, ...Object.fromEntries(card.form) });
    const response = await fetch(`${API}/payment_methods`, { method: "POST", body });
    const answer = await response.json();
    return response.ok ? { paymentMethod: answer } : { error: answer.error };
  }

  /** The card typed in a mounted card element, as the form fields Stripe's API takes (under `prefix`). */
  async function cardForm(element, billingDetails, prefix) {
    const collect = collectors.get(element);
    if (!collect) throw new Error("IntegrationError: the card element is not mounted");
    const card = await collect();
    if (card.error) return { error: card.error };
    // "card[number]" under "payment_method_data" is "payment_method_data[card][number]".
    const name = (field) => {
      if (!prefix) return field;
      const at = field.indexOf("[");
      return at < 0 ? `${prefix}[${field}]` : `${prefix}[${field.slice(0, at)}]${field.slice(at)}`;
    };
    const form = new URLSearchParams({
      [name("type")]: "card",
      [name("card[number]")]: card.number,
      [name("card[exp_month]")]: card.expMonth,
      [name("card[exp_year]")]: card.expYear,
      [name("card[cvc]")]: card.cvc,
    });
    if (billingDetails?.name) form.set(name("billing_details[name]"), billingDetails.name);
    return { form };
  }

  // stripe.confirmCardSetup(clientSecret, data?): confirms the SetupIntent the client secret belongs to, in the
  // browser with the publishable key, as Stripe.js does: data.payment_method is a payment method's id, or
  // { card: element, billing_details } for the card typed in the element (sent as payment_method_data). Answers
  // { setupIntent } or { error }. A card that needs 3-D Secure would open Stripe's challenge; this fake fails the
  // challenge, with the error Stripe.js gives then.
  async function confirmCardSetup(key, clientSecret, data) {
    const at = typeof clientSecret === "string" ? clientSecret.indexOf("_secret_") : -1;
    if (!clientSecret?.startsWith("seti_") || at < 0)
      throw new Error("IntegrationError: Invalid value for confirmCardSetup intentSecret");
    const id = clientSecret.slice(0, at);
    const body = new URLSearchParams({ key, client_secret: clientSecret, use_stripe_sdk: "true" });
    const method = data?.payment_method;
    if (typeof method === "string") {
      body.set("payment_method", method);
      body.set("expected_payment_method_type", "card");
    } else if (method?.card) {
      const card = await cardForm(method.card, method.billing_details, "payment_method_data");
      if (card.error) return { error: card.error };
      for (const [field, value] of card.form) body.set(field, value);
    } else if (method !== undefined)
      throw new Error("IntegrationError: confirmCardSetup: payment_method is an id or { card: element }");
    const response = await fetch(`${API}/setup_intents/${encodeURIComponent(id)}/confirm`, {
      method: "POST",
      body,
    });
    const answer = await response.json();
    if (!response.ok) return { error: answer.error };
    if (answer.status === "requires_action")
      return {
        error: {
          type: "invalid_request_error",
          code: "setup_intent_authentication_failure",
          message:
            "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
          setup_intent: { ...answer, status: "requires_payment_method" },
        },
      };
    return { setupIntent: answer };
  }

  function Stripe(key, options) {
    if (typeof key !== "string" || !key.startsWith("pk_"))
      throw new Error("IntegrationError: Stripe() needs a publishable key (pk_…)");
    const locale = options?.locale === "it" ? "it" : "en";
    return {
      elements: () => ({ create: (type, elementOptions) => createCard(type, elementOptions, locale) }),
      createPaymentMethod: (data) => createPaymentMethod(key, data),
      confirmCardSetup: (clientSecret, data) => confirmCardSetup(key, clientSecret, data),
      // @stripe/stripe-js registers itself with the instance it made.
      _registerWrapper: () => undefined,
    };
  }
  // The release train @stripe/stripe-js 10 expects (it warns on another).
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
