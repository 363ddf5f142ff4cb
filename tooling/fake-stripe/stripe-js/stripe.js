// A small stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js) in the end-to-end journeys. Playwright
// serves it at Stripe's own URL (setup/stripe.ts), so the page's Content-Security-Policy still decides whether it
// may run. It implements what the storefront's payment field and its saving of cards use: Stripe(key, { locale,
// stripeAccount }), elements({ mode, amount, currency, paymentMethodCreation, setupFutureUsage }) with
// create("payment") (and the legacy create("card")), mount, on("change"), destroy, elements.submit() and update(),
// createPaymentMethod({ elements, params }), handleNextAction({ clientSecret }), confirmSetup({ elements,
// clientSecret, confirmParams, redirect }) and confirmCardSetup. Like Stripe's,
// the card inputs live in a js.stripe.com frame (frame-src) and payment methods are created and SetupIntents confirmed
// at https://api.stripe.com (connect-src), which the journeys route to the fake Stripe API that the platform talks to
// (tooling/fake-stripe/src/api.ts).
(() => {
  const ORIGIN = "https://js.stripe.com";
  const API = "https://api.stripe.com/v1";
  /** Per card element: asks its frame for the card typed in it. */
  const collectors = new WeakMap();
  let frames = 0;

  function createCard(type, options, locale) {
    if (type !== "card" && type !== "payment")
      throw new Error(`fake Stripe.js: only the "payment" and "card" elements, not "${type}"`);
    const handlers = { change: [], ready: [] };
    const pending = new Map();
    let iframe = null;
    let requests = 0;

    const onMessage = (event) => {
      if (event.origin !== ORIGIN || !iframe || event.source !== iframe.contentWindow) return;
      const data = event.data ?? {};
      if (data.type === "fake-stripe:ready")
        for (const handler of handlers.ready) handler({ elementType: type });
      if (data.type === "fake-stripe:change")
        // The Payment Element shows its own validation messages: its change event carries no error.
        for (const handler of handlers.change)
          handler(
            type === "payment"
              ? {
                  elementType: "payment",
                  empty: data.empty,
                  complete: data.complete,
                  value: { type: "card" },
                }
              : { elementType: "card", empty: data.empty, complete: data.complete, error: data.error },
          );
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
          type === "payment"
            ? locale === "it"
              ? "Campo sicuro per l'inserimento del pagamento"
              : "Secure payment input frame"
            : locale === "it"
              ? "Campo sicuro per il pagamento con carta"
              : "Secure card payment input frame";
        const query = new URLSearchParams({
          locale,
          origin: window.location.origin,
          hidePostalCode: String(type === "payment" || Boolean(options?.hidePostalCode)),
          element: type,
        });
        iframe.src = `${ORIGIN}/endive/fake-card-frame.html?${query}`;
        // CSSOM, not a style attribute: the page's CSP allows no inline style without its nonce.
        iframe.style.display = "block";
        iframe.style.width = "100%";
        iframe.style.height = type === "payment" ? "4.5rem" : "2.5rem";
        iframe.style.border = "0";
        window.addEventListener("message", onMessage);
        node.appendChild(iframe);
      },
      on(event, handler) {
        handlers[event]?.push(handler);
        return element;
      },
      /** Which Elements group made it (createPaymentMethod and confirmSetup find it through the group). */
      _group: null,
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

  /**
   * An Elements group: elements() with a client secret (legacy card element) or, in deferred-intent mode,
   * { mode: "payment" | "setup", amount, currency, paymentMethodCreation, setupFutureUsage }, as Stripe.js checks them.
   */
  function createGroup(options, locale) {
    const settings = { ...(options ?? {}) };
    const check = (next) => {
      if (next.mode === undefined) return;
      if (next.mode !== "payment" && next.mode !== "setup")
        throw new Error(`IntegrationError: Invalid value for elements(): mode should be payment or setup`);
      if (typeof next.currency !== "string" || next.currency !== next.currency.toLowerCase())
        throw new Error("IntegrationError: elements(): currency must be a lowercase ISO code");
      if (next.mode === "payment" && !(Number.isInteger(next.amount) && next.amount > 0))
        throw new Error("IntegrationError: elements(): amount must be a positive integer in payment mode");
      if (
        next.setupFutureUsage !== undefined &&
        !["off_session", "on_session"].includes(next.setupFutureUsage)
      )
        throw new Error("IntegrationError: elements(): setupFutureUsage must be off_session or on_session");
    };
    check(settings);
    const group = {
      _settings: settings,
      _payment: null,
      _submitted: null,
      create(type, elementOptions) {
        if (type === "payment" && settings.mode === undefined && settings.clientSecret === undefined)
          throw new Error("IntegrationError: the Payment Element needs elements({ mode }) or a clientSecret");
        if (type === "payment" && group._payment)
          throw new Error("IntegrationError: Can only create one Element of type payment");
        const element = createCard(type, elementOptions, locale);
        element._group = group;
        if (type === "payment") group._payment = element;
        return element;
      },
      getElement: (type) => (type === "payment" ? group._payment : null),
      update(next) {
        check({ ...settings, ...next });
        Object.assign(settings, next);
        if (next.setupFutureUsage === null) delete settings.setupFutureUsage;
      },
      // elements.submit(): validates what was typed (its errors show in the element) and collects it. Must come
      // before createPaymentMethod or confirmSetup, and before any asynchronous work of the page in between.
      async submit() {
        if (!group._payment || !collectors.has(group._payment))
          throw new Error("IntegrationError: elements.submit() needs a mounted Payment Element");
        const card = await collectors.get(group._payment)();
        if (card.error) {
          group._submitted = null;
          return { error: card.error };
        }
        group._submitted = card;
        return {};
      },
    };
    return group;
  }

  /** The card a submitted group holds, as form fields (under `prefix`), and forgets it (one use per submit). */
  function submittedForm(group, billingDetails, prefix, caller) {
    if (!group?._submitted)
      throw new Error(`IntegrationError: elements.submit() must be called before stripe.${caller}()`);
    const card = group._submitted;
    group._submitted = null;
    return formOf(card, billingDetails, prefix);
  }

  async function createPaymentMethod(key, account, data) {
    let form;
    if (data?.elements) {
      if (data.elements._settings.paymentMethodCreation !== "manual")
        throw new Error(
          "IntegrationError: createPaymentMethod with elements needs elements({ paymentMethodCreation: 'manual' })",
        );
      form = submittedForm(data.elements, data.params?.billing_details, "", "createPaymentMethod");
    } else {
      if (data?.type !== "card" || !collectors.has(data?.card))
        throw new Error(
          "IntegrationError: createPaymentMethod needs { elements } or type 'card' and a card element",
        );
      const card = await cardForm(data.card, data.billing_details, "");
      if (card.error) return { error: card.error };
      form = card.form;
    }
    const body = new URLSearchParams({ key, ...Object.fromEntries(form) });
    if (account) body.set("_stripe_account", account);
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
    return { form: formOf(card, billingDetails, prefix) };
  }

  function formOf(card, billingDetails, prefix) {
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
    return form;
  }

  /** An intent's id from its client secret ("pi_123_secret_abc" → "pi_123"), checking its kind. */
  function intentId(clientSecret, kind, caller) {
    const at = typeof clientSecret === "string" ? clientSecret.indexOf("_secret_") : -1;
    if (at < 0 || !clientSecret.startsWith(`${kind}_`))
      throw new Error(
        `IntegrationError: Invalid value for ${caller}: clientSecret should be a ${kind} client secret`,
      );
    return clientSecret.slice(0, at);
  }

  /**
   * Stripe's 3-D Secure page, in a js.stripe.com frame over the page (as Stripe.js shows the bank's challenge),
   * with the test page's two buttons; resolves with "succeeded" or "failed" (the frame's close button fails it).
   */
  function authenticate(locale) {
    return new Promise((resolve) => {
      const overlay = document.createElement("div");
      overlay.setAttribute("data-fake-stripe-3ds", "");
      Object.assign(overlay.style, {
        position: "fixed",
        inset: "0",
        zIndex: "2147483647",
        background: "rgba(0,0,0,0.4)",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        // Over a modal dialog that turned the page's pointer events off (as Stripe's own frame stays clickable).
        pointerEvents: "auto",
      });
      const iframe = document.createElement("iframe");
      iframe.title = locale === "it" ? "Autenticazione 3D Secure" : "3D Secure authentication";
      iframe.src = `${ORIGIN}/endive/fake-3ds.html?${new URLSearchParams({ locale, origin: window.location.origin })}`;
      Object.assign(iframe.style, {
        width: "min(26rem, calc(100vw - 2rem))",
        height: "min(24rem, calc(100vh - 2rem))",
        border: "0",
        borderRadius: "8px",
        background: "#fff",
      });
      const onMessage = (event) => {
        if (event.origin !== ORIGIN || event.source !== iframe.contentWindow) return;
        if (event.data?.type !== "fake-stripe:3ds") return;
        window.removeEventListener("message", onMessage);
        overlay.remove();
        resolve(event.data.result === "succeeded" ? "succeeded" : "failed");
      };
      window.addEventListener("message", onMessage);
      overlay.appendChild(iframe);
      document.body.appendChild(overlay);
    });
  }

  async function stripeApi(path, key, account, form) {
    const body = new URLSearchParams({ key, ...Object.fromEntries(form ?? []) });
    if (account) body.set("_stripe_account", account);
    const response = form
      ? await fetch(`${API}${path}`, { method: "POST", body })
      : await fetch(`${API}${path}?${body}`);
    const answer = await response.json();
    return { ok: response.ok, answer };
  }

  // The error Stripe.js gives for an authentication that failed or was abandoned.
  const authenticationFailure = (kind, intent) => ({
    type: "invalid_request_error",
    code: kind === "pi" ? "payment_intent_authentication_failure" : "setup_intent_authentication_failure",
    message:
      "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
    [kind === "pi" ? "payment_intent" : "setup_intent"]: intent,
  });

  /**
   * Runs an intent's next action when it needs one (requires_action): the 3-D Secure page, whose answer goes to the
   * fake Stripe API (fake_authenticate, standing in for Stripe's own hooks), then the intent as it is afterwards.
   */
  async function runNextAction(kind, id, clientSecret, intent, key, account, locale) {
    const field = kind === "pi" ? "paymentIntent" : "setupIntent";
    const collection = kind === "pi" ? "payment_intents" : "setup_intents";
    if (intent.status !== "requires_action") return { [field]: intent };
    const result = await authenticate(locale);
    const done = await stripeApi(`/${collection}/${encodeURIComponent(id)}/fake_authenticate`, key, account, [
      ["client_secret", clientSecret],
      ["result", result],
    ]);
    if (!done.ok) return { error: done.answer.error };
    const after = await stripeApi(`/${collection}/${encodeURIComponent(id)}`, key, account, null).then((r) =>
      r.ok ? r.answer : done.answer,
    );
    if (after.status === "succeeded" || after.status === "processing" || after.status === "requires_capture")
      return { [field]: after };
    return { error: authenticationFailure(kind, after) };
  }

  // stripe.handleNextAction({ clientSecret }): the action a PaymentIntent the platform confirmed needs (3-D Secure).
  async function handleNextAction(key, account, locale, options) {
    const clientSecret = options?.clientSecret;
    const id = intentId(clientSecret, "pi", "handleNextAction");
    const read = await stripeApi(`/payment_intents/${encodeURIComponent(id)}`, key, account, null);
    if (!read.ok) return { error: read.answer.error };
    if (read.answer.status !== "requires_action")
      throw new Error("IntegrationError: handleNextAction: the PaymentIntent does not require an action");
    return runNextAction("pi", id, clientSecret, read.answer, key, account, locale);
  }

  // stripe.confirmSetup({ elements, clientSecret, confirmParams, redirect }): confirms a SetupIntent with the card
  // the Payment Element collected (after elements.submit()), running 3-D Secure when the bank asks.
  async function confirmSetup(key, account, locale, options) {
    const { elements, clientSecret, confirmParams, redirect } = options ?? {};
    if (!elements) throw new Error("IntegrationError: confirmSetup needs elements");
    if (redirect !== "if_required" && !confirmParams?.return_url)
      throw new Error("IntegrationError: confirmSetup needs confirmParams.return_url");
    const id = intentId(clientSecret, "seti", "confirmSetup");
    const form = submittedForm(
      elements,
      confirmParams?.payment_method_data?.billing_details,
      "payment_method_data",
      "confirmSetup",
    );
    form.set("client_secret", clientSecret);
    form.set("use_stripe_sdk", "true");
    if (confirmParams?.return_url) form.set("return_url", confirmParams.return_url);
    const confirmed = await stripeApi(`/setup_intents/${encodeURIComponent(id)}/confirm`, key, account, form);
    if (!confirmed.ok) return { error: confirmed.answer.error };
    return runNextAction("seti", id, clientSecret, confirmed.answer, key, account, locale);
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
    const account = options?.stripeAccount;
    if (account !== undefined && !/^acct_/.test(account))
      throw new Error("IntegrationError: stripeAccount should be a connected account id (acct_…)");
    return {
      elements: (elementsOptions) => createGroup(elementsOptions, locale),
      createPaymentMethod: (data) => createPaymentMethod(key, account, data),
      handleNextAction: (data) => handleNextAction(key, account, locale, data),
      confirmSetup: (data) => confirmSetup(key, account, locale, data),
      confirmCardSetup: (clientSecret, data) => confirmCardSetup(key, clientSecret, data),
      // What the journeys check: the account Stripe.js acts on.
      _stripeAccount: account,
      // @stripe/stripe-js registers itself with the instance it made.
      _registerWrapper: () => undefined,
    };
  }
  // The release train @stripe/stripe-js 10 expects (it warns on another).
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
