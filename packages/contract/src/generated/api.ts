// Generated from openapi.yaml by scripts/generate.mjs. Do not edit by hand.

export type paths = {
    "/api/v2/style": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The club's style sheet (CSS text) applied over the storefront. */
        get: operations["getStyle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/theme": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The club's theme, merged by the storefront over its defaults. */
        get: operations["getTheme"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/config": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Run-time configuration of the storefront for this club and visitor. */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/club": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The club with its shop pages, shops and custom pages (the storefront's navigation). */
        get: operations["getClub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/club/meta": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Metadata for the document head (title, description, social image). */
        get: operations["getClubMeta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/profile": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's profile, with saved addresses, billing profiles and payment methods. */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Updates the member's personal data and saved addresses. */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/api/v2/profile/setup-intent": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Starts saving a card; the card field confirms it with the payment provider. */
        get: operations["createSetupIntent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/profile/payment-methods/{paymentMethodId}": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                paymentMethodId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes one of the member's saved payment methods. */
        delete: operations["deletePaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/email/request": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the member, at their current address, a link to choose a new email (/{lang}/email/change/{requestToken}). */
        post: operations["requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/email/choose/{requestToken}": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The token of an emailed link. */
                requestToken: components["parameters"]["RequestToken"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Chooses the new email; a confirmation link (/{lang}/email/confirm/{requestToken}) goes to the new address. */
        post: operations["chooseEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/email/confirm/{requestToken}": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The token of an emailed link. */
                requestToken: components["parameters"]["RequestToken"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms the new email; fails with EMAIL_CHANGE_TOKEN_INVALID for a stale link, EMAIL_TAKEN when another member took the address meanwhile. */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/password/request": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a password reset link (/{lang}/password/confirm/{requestToken}); answers the same whether or not the email is known. */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/password/confirm/{requestToken}": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The token of an emailed link. */
                requestToken: components["parameters"]["RequestToken"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password from a reset link and signs the member in. */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/signin": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs a member in with email and password. */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/logout": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revokes the member's token. */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/signup": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * First step of sign-up. Sends a link to /{lang}/signup/{requestToken}.
         * @description On a club that requires an invitation, only emails the club has invited receive the link
         *     (`INVITATION_REQUIRED` otherwise). Answers `INVITATION_SENT` on success, `ALREADY_INVITED` when a link was
         *     sent minutes ago, `ALREADY_REGISTERED` when the email belongs to a member.
         */
        post: operations["requestSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/signup/{requestToken}": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The token of an emailed link. */
                requestToken: components["parameters"]["RequestToken"];
            };
            cookie?: never;
        };
        /** The invite behind a sign-up link, to prefill the second form. */
        get: operations["getInvite"];
        put?: never;
        /** Second step of sign-up: creates the member from the link's token. */
        post: operations["completeSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/shop-pages/{shopPageId}": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The shop page's id or slug. */
                shopPageId: components["parameters"]["ShopPageId"];
            };
            cookie?: never;
        };
        /** A shop page with its settings and shops (and their items with expand). */
        get: operations["getShopPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/shop-pages/{shopPageId}/cart": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The shop page's id or slug. */
                shopPageId: components["parameters"]["ShopPageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replaces the cart's state with the given fields and answers it priced.
         * @description `items`, when present, is the final list of lines (shopItemId with quantity; quantity 0 removes the line).
         *     Fields absent from the body keep their value. The query gives the pricing context.
         */
        patch: operations["updateCart"];
        trace?: never;
    };
    "/api/v2/shop-pages/{shopPageId}/cart/data": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The shop page's id or slug. */
                shopPageId: components["parameters"]["ShopPageId"];
            };
            cookie?: never;
        };
        /** The visitor's cart for a shop page, priced. */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/shop-pages/{shopPageId}/cart/listings": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The shop page's id or slug. */
                shopPageId: components["parameters"]["ShopPageId"];
            };
            cookie?: never;
        };
        /** Shipping options for the cart and destination; empty when no option serves the country. */
        get: operations["getCartListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/shop-pages/{shopPageId}/checkout": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The shop page's id or slug. */
                shopPageId: components["parameters"]["ShopPageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns the cart into an order and charges it.
         * @description Totals are computed by the server only. The order is created `pending_payment` with its stock reserved, then
         *     charged; a declined or failed charge releases the reservation, cancels the order and keeps the cart.
         *     When the payment needs the shopper's authentication (3-D Secure) the answer is 202 `CheckoutActionRequired`:
         *     the storefront completes the action and sends the SAME request with the SAME `Idempotency-Key` again, which
         *     continues that order (201 paid, 402 failed, or 202 while the authentication is still open).
         *     The same `Idempotency-Key` replays the final answer; the same key with another body is `IDEMPOTENCY_KEY_REUSED`.
         */
        post: operations["checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/shop-pages/{shopPageId}/shops/{shopId}/shop-items/{shopItemId}": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The shop page's id or slug. */
                shopPageId: components["parameters"]["ShopPageId"];
                shopId: components["schemas"]["Id"];
                shopItemId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /** One shop item with its description and tasting facts. */
        get: operations["getShopItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/expenses": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The member's orders, newest first. */
        get: operations["listExpenses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/expenses/{expenseId}/buy-again": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                expenseId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /**
         * What ordering one of the member's past orders again would put in the cart, line by line, priced now.
         * @description Only the signed-in member's own orders: another member's order, a guest order or an unknown id answers 404
         *     NOT_FOUND, as the member's other resources do (no hint that the order exists). The public order page offers
         *     buy again only to its owner, signed in, through this call with the order's `id`.
         *     Each line is priced as the cart prices it now (never from the client): `addQuantity` is what may be added
         *     (the ordered quantity, lowered to the stock and the item's limit per order), `maxQuantity` the most the cart
         *     may hold of it, so a client merging with its cart keeps the sum within it.
         */
        get: operations["getBuyAgain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/public/expenses/{expensePublicId}": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                expensePublicId: string;
            };
            cookie?: never;
        };
        /** An order by its unguessable public id, without personal data beyond what its page shows. */
        get: operations["getPublicExpense"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/search": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Searches the items of all the club's shop pages, with facets and sorting.
         * @description Full-text search in Italian and English (stemmed, accents ignored) over names, descriptions and profiles, plus
         *     trigram similarity on names, grapes and regions so a typo ("chanti") still finds Chianti. Filters of
         *     different facets combine with AND, several values of one facet with OR; each facet's counts apply every
         *     other filter (so a shopper sees what choosing another value would give). Unknown parameters, values outside
         *     a facet's list and queries over 100 characters or with characters no search needs (`;`, `=`, `<`, `>`, `*`,
         *     `\`) answer 400 VALIDATION naming the parameter.
         */
        get: operations["searchShopItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/geo/countries": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Countries for address forms, named in the request's language, with whether the club ships there. */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/geo/states": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** States (regions) of a country. */
        get: operations["listStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/geo/provinces": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** Provinces of a country, optionally of one state. */
        get: operations["listProvinces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/coupons/{couponCode}/validate": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                couponCode: string;
            };
            cookie?: never;
        };
        /** Checks a coupon code; unknown codes are COUPON_INVALID, expired ones COUPON_EXPIRED. */
        get: operations["validateCoupon"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/fidelity-programs": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        /** The club's fidelity programs and prizes. */
        get: operations["listFidelityPrograms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/fidelity-programs/{fidelityProgramId}/fidelity-prizes/{fidelityPrizeId}/redeem": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                fidelityProgramId: components["schemas"]["Id"];
                fidelityPrizeId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeems a prize with the member's points. */
        post: operations["redeemFidelityPrize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/custom-components/{customComponentId}": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                customComponentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        /** A custom content component (HTML block, banner or text). */
        get: operations["getCustomComponent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/pages/{pageName}": {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                pageName: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        /** A custom content page (/{lang}/pages/{pageName}); the club lists only id and title. */
        get: operations["getPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        Id: string;
        Slug: string;
        /** @enum {string} */
        Language: "it" | "en";
        /** @description ISO 3166-1 alpha-2. */
        CountryCode: string;
        /** Format: email */
        Email: string;
        /** @description At least 8 characters (PASSWORD_TOO_SHORT otherwise). */
        Password: string;
        /** @description The invisible bot check's token (reCAPTCHA v3 / Turnstile, or any string with the `none` provider). */
        BotToken: string;
        /** Format: date-time */
        DateTime: string;
        Money: {
            /** @description Minor units (cents). */
            amount: number;
            currency: string;
        };
        Image: {
            url: string;
            alt: string;
            width?: number;
            height?: number;
        };
        Error: {
            code: components["schemas"]["ErrorCode"];
            message: string;
            /** @description Offending fields (dotted paths) mapped to codes such as REQUIRED, INVALID, TOO_LONG, TOO_SHORT; at most 50. A body nested deeper than 32 arrays and objects is refused unparsed as `body: TOO_DEEP`, one of more than 10,000 values as `body: TOO_MANY_VALUES`; a body of more than 2,000 values that breaks its schema names its first offending field only. */
            fields?: {
                [key: string]: string;
            };
            requestId?: string;
            /** @description Seconds, with RATE_LIMITED. */
            retryAfter?: number;
        };
        /**
         * @description Every code an error answer carries. The spec's own codes (UNAUTHORIZED, INVITATION_REQUIRED, ALREADY_INVITED,
         *     ALREADY_REGISTERED, PASSWORD_TOO_SHORT, EMAIL_CHANGE_CHOOSE_ERROR, INVITATION_TOKEN_INVALID) come first, then the
         *     platform's. `x-status` gives the HTTP status that carries each code (a list when more than one does). Every
         *     string is well-formed Unicode without U+0000; others are 400 VALIDATION with the field marked
         *     INVALID_CHARACTER.
         * @enum {string}
         */
        ErrorCode: "UNAUTHORIZED" | "INVITATION_REQUIRED" | "ALREADY_INVITED" | "ALREADY_REGISTERED" | "PASSWORD_TOO_SHORT" | "EMAIL_CHANGE_CHOOSE_ERROR" | "INVITATION_TOKEN_INVALID" | "VALIDATION" | "INVALID_JSON" | "BOT_CHECK_FAILED" | "AUTHENTICATION_REQUIRED" | "PAYMENT_DECLINED" | "PAYMENT_FAILED" | "PAYMENT_REENTER_CARD" | "FORBIDDEN" | "NOT_FOUND" | "CLUB_NOT_FOUND" | "PASSWORD_TOKEN_INVALID" | "EMAIL_CHANGE_TOKEN_INVALID" | "COUPON_INVALID" | "METHOD_NOT_ALLOWED" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "PRIZE_UNAVAILABLE" | "EMAIL_TAKEN" | "IDEMPOTENCY_KEY_REUSED" | "IDEMPOTENCY_IN_PROGRESS" | "SETUP_INTENT_INVALID" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "QUANTITY_RULE" | "CART_EMPTY" | "COUPON_EXPIRED" | "COUPON_ALREADY_USED" | "COUPON_MIN_SUBTOTAL" | "NO_SHIPPING_AVAILABLE" | "LISTING_REQUIRED" | "ADDRESS_REQUIRED" | "INVOICE_DATA_REQUIRED" | "PICKUP_UNAVAILABLE" | "PAYMENT_METHOD_REQUIRED" | "INSUFFICIENT_POINTS" | "PROGRAM_INACTIVE" | "AGE_REQUIREMENT_NOT_MET" | "MEMBERS_ONLY" | "RATE_LIMITED" | "INTERNAL";
        /**
         * @description The code of a success the storefront shows as a message.
         * @enum {string}
         */
        NoticeCode: "INVITATION_SENT" | "EMAIL_CHANGE_CHOOSE_SUCCESS" | "EMAIL_CHANGE_REQUESTED" | "EMAIL_CHANGED" | "PASSWORD_RESET_SENT";
        /**
         * @description Why a cart cannot be checked out as it stands (a cart line's or the coupon's problem).
         * @enum {string}
         */
        CartProblemCode: "OUT_OF_STOCK" | "MAX_PER_ORDER" | "QUANTITY_RULE" | "NO_SHIPPING_AVAILABLE" | "COUPON_INVALID" | "COUPON_EXPIRED" | "COUPON_ALREADY_USED" | "COUPON_MIN_SUBTOTAL" | "MEMBERS_ONLY";
        /** @description A success that the storefront shows as a message, e.g. INVITATION_SENT or EMAIL_CHANGE_CHOOSE_SUCCESS. */
        Notice: {
            code: components["schemas"]["NoticeCode"];
            message: string;
        };
        /** @description Material-style theme overrides; the storefront merges them over light, purple, Quicksand, dense/small, app bar z-index 100. */
        Theme: {
            palette?: {
                /** @enum {string} */
                mode?: "light" | "dark";
                primary?: components["schemas"]["PaletteColor"];
                secondary?: components["schemas"]["PaletteColor"];
                error?: components["schemas"]["PaletteColor"];
                background?: {
                    default?: string;
                    paper?: string;
                };
                text?: {
                    primary?: string;
                    secondary?: string;
                };
            };
            typography?: {
                fontFamily?: string;
                fontSize?: number;
                headingFontFamily?: string;
            };
            shape?: {
                borderRadius?: number;
            };
            components?: {
                /** @enum {string} */
                size?: "small" | "medium";
                dense?: boolean;
            };
            zIndex?: {
                appBar?: number;
            };
        };
        PaletteColor: {
            main?: string;
            light?: string;
            dark?: string;
            contrastText?: string;
        };
        User: {
            id: components["schemas"]["Id"];
            email: components["schemas"]["Email"];
            firstName: string;
            lastName: string;
        };
        Company: {
            name: string;
            legalName?: string;
            vatNumber?: string;
            address?: string;
            email?: string;
            phone?: string;
            website?: string;
        };
        Config: {
            user: components["schemas"]["User"] | null;
            company: components["schemas"]["Company"];
            /** @description Logo served at 600x600. */
            logo: components["schemas"]["Image"] | null;
            club: {
                id: components["schemas"]["Id"];
                settings: {
                    requiresInvitation: boolean;
                };
            };
            languages: components["schemas"]["Language"][];
            defaultLanguage: components["schemas"]["Language"];
            payments: {
                /** @enum {string} */
                provider: "sandbox" | "stripe";
                /** @description Stripe's publishable key (public by design). */
                publishableKey?: string;
                /** @description The club's Stripe connected account (`acct_...`), given to Stripe.js as `stripeAccount`. */
                accountId?: string;
                /** @description Base URL of the sandbox processor's card tokenisation endpoint. */
                sandboxUrl?: string;
            };
            botCheck: {
                /** @enum {string} */
                provider: "none" | "recaptcha" | "turnstile";
                siteKey?: string;
            };
            consent: {
                /** @enum {string} */
                provider: "builtin" | "external";
                /** @description The external consent script per language. */
                scriptUrl?: {
                    it?: string;
                    en?: string;
                };
                policyUrl: {
                    it: string;
                    en: string;
                };
            };
            ageCheck?: components["schemas"]["AgeCheck"];
        };
        /**
         * @description The club's minimum age to buy, per destination country (ISO 3166-1 alpha-2); countries not listed use
         *     `minimumAge`. The storefront's age dialog asks for the minimum of the visitor's likely destination, and
         *     checkout refuses a younger buyer with AGE_REQUIREMENT_NOT_MET.
         */
        AgeCheck: {
            /** @description The default, 18 unless the club sets another. */
            minimumAge: number;
            byCountry: {
                [key: string]: number;
            };
        };
        ShopPageSummary: {
            id: components["schemas"]["Id"];
            slug: components["schemas"]["Slug"];
            title: string;
            /** @description The shop page's picture, for the home's shop cards. */
            image?: components["schemas"]["Image"] | null;
            shops: {
                id: components["schemas"]["Id"];
                title: string;
                /** @description When the shop, or one of its items or products, last changed, for the sitemap's last-modified date. */
                updatedAt?: components["schemas"]["DateTime"];
            }[];
            /** @description When the shop page or one of its shops last changed, for the sitemap's last-modified date. */
            updatedAt?: components["schemas"]["DateTime"];
        };
        PageSummary: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Slug"];
            title: string;
            /** @description When the page last changed, for the sitemap's last-modified date. */
            updatedAt?: components["schemas"]["DateTime"];
        };
        Club: {
            id: components["schemas"]["Id"];
            title: string;
            description: string;
            logo?: components["schemas"]["Image"] | null;
            shopPages: components["schemas"]["ShopPageSummary"][];
            pages: components["schemas"]["PageSummary"][];
            hasFidelityPrograms: boolean;
            /** @description When the club (its home) last changed, for the sitemap's last-modified date. */
            updatedAt?: components["schemas"]["DateTime"];
            /** @description When one of the fidelity programs last changed, for the sitemap's last-modified date. */
            fidelityProgramsUpdatedAt?: components["schemas"]["DateTime"];
            /** @description The cellar page (home). */
            home: {
                headline: string;
                intro: string;
                hero?: components["schemas"]["Image"] | null;
                componentIds: components["schemas"]["Id"][];
            };
        };
        ClubMeta: {
            /** @description Company plus club title, for the document title. */
            title: string;
            description: string;
            company: string;
            /** @description Social preview image URL. */
            image?: string;
            languages: components["schemas"]["Language"][];
        };
        /** @enum {string} */
        ShippingMode: "shipping" | "pickup";
        /** @enum {string} */
        BillingMode: "receipt" | "invoice";
        /** @enum {string} */
        HowToPay: "new" | "saved";
        /** @description A shipping address. Mandatory fields carry a * in the address dialog. */
        AddressInput: components["schemas"]["AddressFields"];
        AddressFields: {
            firstName: string;
            lastName: string;
            company?: string;
            street: string;
            number?: string;
            city: string;
            /** @description Province code, e.g. FI (required for IT). */
            province?: string;
            state?: string;
            country: components["schemas"]["CountryCode"];
            zip: string;
            phone: string;
            /** @description Calling code, e.g. "+39". */
            phoneCountry?: string;
            email?: components["schemas"]["Email"];
            notes?: string;
        };
        Address: components["schemas"]["AddressFields"] & {
            id: components["schemas"]["Id"];
            isDefault?: boolean;
        };
        /**
         * @description Invoicing data, mandatory when an invoice is requested. A private person (`person: true`) gives a codice fiscale (`cf`);
         *     a company gives its name (`fiscalCompany`), VAT number (`code`) and, in Italy, a PEC address or an SDI code.
         */
        BillingInput: components["schemas"]["BillingFields"];
        BillingFields: {
            person: boolean;
            firstName?: string;
            lastName?: string;
            fiscalCompany?: string;
            /** @description VAT number (partita IVA). */
            code?: string;
            /** @description Codice fiscale. */
            cf?: string;
            pec?: string;
            sdi?: string;
            street: string;
            number?: string;
            city: string;
            province?: string;
            state?: string;
            country: components["schemas"]["CountryCode"];
            zip: string;
            email?: components["schemas"]["Email"];
            phone?: string;
        };
        Billing: components["schemas"]["BillingFields"] & {
            id: components["schemas"]["Id"];
        };
        PaymentMethod: {
            id: components["schemas"]["Id"];
            /** @description visa, mastercard, amex, ... */
            brand: string;
            last4: string;
            expMonth: number;
            expYear: number;
            cardName?: string;
            isDefault?: boolean;
        };
        Profile: {
            id: components["schemas"]["Id"];
            email: components["schemas"]["Email"];
            firstName: string;
            lastName: string;
            phone?: string;
            phoneCountry?: string;
            /** Format: date */
            birthDate?: string;
            language: components["schemas"]["Language"];
            marketingConsent: boolean;
            addresses: components["schemas"]["Address"][];
            billings: components["schemas"]["Billing"][];
            paymentMethods: components["schemas"]["PaymentMethod"][];
            createdAt: components["schemas"]["DateTime"];
        };
        /** @description Fields absent keep their value. `addresses` and `billings`, when present, replace the saved lists (items with an id update it). */
        ProfileUpdate: {
            firstName?: string;
            lastName?: string;
            phone?: string;
            phoneCountry?: string;
            /** Format: date */
            birthDate?: string;
            language?: components["schemas"]["Language"];
            marketingConsent?: boolean;
            addresses?: (components["schemas"]["AddressFields"] & {
                id?: components["schemas"]["Id"];
                isDefault?: boolean;
            })[];
            billings?: (components["schemas"]["BillingFields"] & {
                id?: components["schemas"]["Id"];
            })[];
        };
        SetupIntent: {
            id: string;
            /** @enum {string} */
            provider: "sandbox" | "stripe";
            /** @description Given to the card field to confirm the card with the provider. */
            clientSecret: string;
            publishableKey?: string;
        };
        EmailChangeRequest: {
            botToken?: components["schemas"]["BotToken"];
        };
        EmailChoice: {
            email: components["schemas"]["Email"];
            botToken?: components["schemas"]["BotToken"];
        };
        PasswordResetRequest: {
            email: components["schemas"]["Email"];
            botToken?: components["schemas"]["BotToken"];
        };
        PasswordResetConfirm: {
            password: components["schemas"]["Password"];
            botToken?: components["schemas"]["BotToken"];
        };
        SignInRequest: {
            email: string;
            password: components["schemas"]["Password"];
            botToken?: components["schemas"]["BotToken"];
        };
        LogoutRequest: {
            /** @description Revoke every token of the member, not only this one. */
            everywhere?: boolean;
        };
        Session: {
            /** @description Opaque bearer token; shown once, stored hashed by the platform. */
            token: string;
            expiresAt: components["schemas"]["DateTime"];
            user: components["schemas"]["User"];
        };
        SignupRequest: {
            email: components["schemas"]["Email"];
            language?: components["schemas"]["Language"];
            botToken?: components["schemas"]["BotToken"];
        };
        Invite: {
            email: components["schemas"]["Email"];
            firstName?: string;
            lastName?: string;
            /** @description Who invited, when the club invited the member by name. */
            invitedBy?: string;
            requiresInvitation: boolean;
            expiresAt: components["schemas"]["DateTime"];
        };
        SignupCompletion: {
            firstName: string;
            lastName: string;
            password: components["schemas"]["Password"];
            phone?: string;
            phoneCountry?: string;
            language?: components["schemas"]["Language"];
            /** @constant */
            acceptTerms: true;
            marketingConsent?: boolean;
            /**
             * Format: date
             * @description The member's date of birth, saved to the profile (checkout then does not ask for it).
             */
            birthDate?: string;
            botToken?: components["schemas"]["BotToken"];
        };
        ShopPageSettings: {
            payment: {
                /**
                 * @description `disable`: orders picked up are paid in person, so checkout shows no payment step.
                 * @enum {string}
                 */
                pickup: "enable" | "disable";
            };
            shipping: {
                enabled: boolean;
                pickupEnabled: boolean;
                pickupAddress?: string;
                pickupHours?: string;
            };
            invoice: {
                enabled: boolean;
            };
        };
        ShopPage: {
            id: components["schemas"]["Id"];
            slug: components["schemas"]["Slug"];
            title: string;
            description: string;
            image?: components["schemas"]["Image"] | null;
            currency: string;
            settings: components["schemas"]["ShopPageSettings"];
            shops: components["schemas"]["Shop"][];
        };
        Shop: {
            id: components["schemas"]["Id"];
            title: string;
            description: string;
            image?: components["schemas"]["Image"] | null;
            /** @description Present with expand=shops.items. */
            items?: components["schemas"]["ShopItem"][];
        };
        /** @enum {string} */
        ProductType: "wine" | "liquid" | "food" | "generic";
        /** @description Quantities of this product type with this format or weight must be a multiple of `quantity`. */
        QuantityRule: {
            productType: components["schemas"]["ProductType"];
            /** @enum {string} */
            field: "format" | "weight";
            /** @description Litres for format (0.75), grams for weight. */
            fieldValue: number;
            quantity: number;
        };
        ShopItem: {
            id: components["schemas"]["Id"];
            shopId: components["schemas"]["Id"];
            productId: components["schemas"]["Id"];
            title: string;
            subtitle?: string;
            productType: components["schemas"]["ProductType"];
            /** @description Bottle format in litres (0.75, 1.5) for wine and liquids. */
            format: number | null;
            /** @description Weight in grams for foods. */
            weight: number | null;
            price: components["schemas"]["Money"];
            compareAtPrice?: components["schemas"]["Money"] | null;
            /**
             * @description The price the club's members pay (same currency, below `price`); absent when the item has none. `price`
             *     stays the public price for everyone: the cart and checkout charge a signed-in member this one, priced by
             *     the server.
             */
            memberPrice?: components["schemas"]["Money"];
            /**
             * @description Sold to the club's members only: visitors see it but cannot buy it (the cart and checkout refuse it with
             *     MEMBERS_ONLY). Absent means false.
             */
            membersOnly?: boolean;
            /** @description Units available now. */
            stock: number;
            available: boolean;
            maxPerOrder?: number | null;
            quantityRule?: components["schemas"]["QuantityRule"] | null;
            images: components["schemas"]["Image"][];
            badges?: string[];
            /** @description What the item is, for filters and the product view; absent for items without one. */
            profile?: components["schemas"]["ItemProfile"] | null;
        };
        /**
         * @description What kind of product an item is, as shoppers filter by it.
         * @enum {string}
         */
        ItemKind: "red" | "white" | "rose" | "sparkling" | "sweet" | "oil" | "cheese" | "honey" | "other";
        /**
         * @description Italian designation of origin (DOCG/DOC/IGT for wine, DOP/IGP for oil and cheese).
         * @enum {string}
         */
        Denomination: "DOCG" | "DOC" | "IGT" | "DOP" | "IGP";
        /** @description An item's typed facts; the format in litres is the item's `format`. */
        ItemProfile: {
            kind: components["schemas"]["ItemKind"];
            /** @description Grape varieties (or olive cultivars), main one first. */
            grapes: string[];
            denomination: components["schemas"]["Denomination"] | null;
            /** @description Region of origin, e.g. Toscana. */
            region: string | null;
            vintage: number | null;
            /** @description Alcohol by volume, in %. */
            alcohol: number | null;
        };
        /** @description A grape or region as a facet lists it. */
        FacetText: string;
        /** @enum {string} */
        SearchSort: "relevance" | "name" | "price" | "price-desc" | "vintage" | "vintage-desc";
        FacetCount: {
            value: string | number;
            count: number;
        };
        PriceRange: {
            /** @description Minor units, included. */
            min: number;
            /** @description Minor units, excluded; null for the open top band. */
            max: number | null;
            count: number;
        };
        SearchHit: components["schemas"]["ShopItem"] & {
            shopPageId: components["schemas"]["Id"];
        };
        SearchResult: {
            /** @description How many items match, over all pages. */
            total: number;
            items: components["schemas"]["SearchHit"][];
            facets: {
                type: components["schemas"]["FacetCount"][];
                grape: components["schemas"]["FacetCount"][];
                region: components["schemas"]["FacetCount"][];
                vintage: components["schemas"]["FacetCount"][];
                format: components["schemas"]["FacetCount"][];
                price: components["schemas"]["PriceRange"][];
            };
        };
        ShopItemDetail: components["schemas"]["ShopItem"] & {
            /** @description Plain text with paragraphs separated by blank lines. */
            description: string;
            /** @description Tasting-sheet facts (grape, vintage, region, alcohol, pairing...). */
            attributes: {
                label: string;
                value: string;
            }[];
            related?: components["schemas"]["ShopItem"][];
            /** @description Dishes the item goes with, in the answer's language. */
            pairings?: string[];
            /** @description The tasting notes (colour, nose, palate), in the answer's language. */
            tastingNotes?: string;
        };
        CartItemInput: {
            shopItemId: components["schemas"]["Id"];
            quantity: number;
        };
        CartUpdate: {
            items?: components["schemas"]["CartItemInput"][];
            couponCode?: string | null;
            shippingMode?: components["schemas"]["ShippingMode"];
            billingMode?: components["schemas"]["BillingMode"];
            listingId?: components["schemas"]["Id"] | null;
            shippingAddress?: components["schemas"]["AddressInput"] | null;
            billing?: components["schemas"]["BillingInput"] | null;
            email?: components["schemas"]["Email"];
            notes?: string;
        };
        CartLine: {
            shopItemId: components["schemas"]["Id"];
            shopId: components["schemas"]["Id"];
            title: string;
            productType: components["schemas"]["ProductType"];
            format: number | null;
            weight: number | null;
            image?: components["schemas"]["Image"] | null;
            unitPrice: components["schemas"]["Money"];
            quantity: number;
            lineTotal: components["schemas"]["Money"];
            stock: number;
            available: boolean;
            /**
             * @description The item's public price, present when the line is charged the member price (`unitPrice`) instead: the
             *     storefront shows it struck through beside the member price.
             */
            listUnitPrice?: components["schemas"]["Money"];
            /** @description The item is sold to members only (a visitor's cart then has a MEMBERS_ONLY problem on the line). */
            membersOnly?: boolean;
        };
        QuantityRuleViolation: components["schemas"]["QuantityRule"] & {
            /** @description Units in the cart that the rule counts. */
            current: number;
            /** @description Units to add to reach the next multiple. */
            missing: number;
        };
        CartProblem: {
            code: components["schemas"]["CartProblemCode"];
            message: string;
            shopItemId?: components["schemas"]["Id"];
        };
        AppliedCoupon: {
            code: string;
            valid: boolean;
            description?: string;
            discount: components["schemas"]["Money"];
            /** @description Error code when not valid. */
            reason?: string;
        };
        Cart: {
            shopPageId: components["schemas"]["Id"];
            currency: string;
            lines: components["schemas"]["CartLine"][];
            itemCount: number;
            subtotal: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            shippingCost: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            /**
             * @description What the member prices take off the lines' public prices (already out of `subtotal`); absent when no line
             *     is charged a member price.
             */
            memberSavings?: components["schemas"]["Money"];
            coupon: components["schemas"]["AppliedCoupon"] | null;
            /** @description Quantity rules the cart does not meet yet, with the missing count. */
            quantityRules: components["schemas"]["QuantityRuleViolation"][];
            problems: components["schemas"]["CartProblem"][];
            shippingMode: components["schemas"]["ShippingMode"];
            billingMode: components["schemas"]["BillingMode"];
            listingId: components["schemas"]["Id"] | null;
            shippingAddress: components["schemas"]["AddressInput"] | null;
            billing: components["schemas"]["BillingInput"] | null;
            email?: string | null;
            notes?: string;
            /** @description True when the lines meet every rule and are in stock. */
            canCheckout: boolean;
            updatedAt: components["schemas"]["DateTime"];
            /**
             * @description How far the cart is from free shipping, priced by the server. Absent when no threshold applies: pickup,
             *     shipping disabled, a chosen listing without a threshold, or a destination no listing with one serves.
             */
            freeShipping?: components["schemas"]["FreeShippingProgress"];
        };
        /**
         * @description The free-shipping threshold of the listing the cart is priced with: the chosen listing; before one is chosen,
         *     the lowest threshold among the listings that serve the destination country (any country while it is not
         *     known). The threshold counts the goods after the coupon's discount, as the shipping cost does. A valid
         *     free-shipping coupon means reached.
         */
        FreeShippingProgress: {
            listingId: components["schemas"]["Id"];
            threshold: components["schemas"]["Money"];
            /** @description What to add at list price to reach the threshold (0 when reached). */
            missing: components["schemas"]["Money"];
            reached: boolean;
            /**
             * @description The same gap in bottles: how many of the cart's cheapest bottle reach the threshold, rounded up so the
             *     quantity rule of its format stays met (a wine sold by 6 means 6 more). Null when reached or when the cart
             *     holds no bottle.
             */
            bottles: number | null;
        };
        Listing: {
            id: components["schemas"]["Id"];
            name: string;
            carrier?: string;
            description?: string;
            price: components["schemas"]["Money"];
            freeAbove?: components["schemas"]["Money"] | null;
            minDays?: number;
            maxDays?: number;
        };
        Listings: {
            country: components["schemas"]["CountryCode"] | null;
            /** @description Empty when no shipping option serves the country (checkout.listings.noShippingAvailable). */
            listings: components["schemas"]["Listing"][];
        };
        CheckoutRequest: {
            shippingMode: components["schemas"]["ShippingMode"];
            billingMode: components["schemas"]["BillingMode"];
            howToPay: components["schemas"]["HowToPay"];
            email: components["schemas"]["Email"];
            phone?: string;
            phoneCountry?: string;
            firstName?: string;
            lastName?: string;
            shippingId?: components["schemas"]["Id"];
            shippingAddress?: components["schemas"]["AddressInput"];
            listingId?: components["schemas"]["Id"];
            billingId?: components["schemas"]["Id"];
            billing?: components["schemas"]["BillingInput"];
            couponCode?: string;
            /** @description With howToPay saved, one of the member's saved methods; with new, the id the card field tokenised. */
            paymentMethodId?: string;
            cardName?: string;
            savePaymentMethod?: boolean;
            notes?: string;
            /** @description The total the visitor saw; a different server total answers PRICE_CHANGED and charges nothing. */
            expectedTotal?: components["schemas"]["Money"];
            /**
             * Format: date
             * @description The buyer's date of birth: required from guests, and from members whose profile has none (it is then saved
             *     to the profile). A buyer younger than the destination's minimum age is refused with AGE_REQUIREMENT_NOT_MET;
             *     the declaration (birth date, age applied, country, time) is stored with the order.
             */
            birthDate?: string;
            gift?: components["schemas"]["GiftInput"];
            botToken?: components["schemas"]["BotToken"];
        };
        /**
         * @description Present when the order is a gift: it ships to the recipient, whose address replaces `shippingId` and
         *     `shippingAddress` (the shipping options and their prices are the recipient country's: the cart and listings
         *     reads take the recipient as their `shippingId` or `country`). Exactly one of `recipientId` (one of the member's
         *     saved shipping addresses) and `recipient` (a new address, validated as the shipping address) is given. A gift
         *     needs shipping. Refusals are 400 VALIDATION with `fields`: `gift: NEEDS_SHIPPING` (pickup),
         *     `gift.recipient: REQUIRED` (neither), `gift.recipient: AMBIGUOUS` (both), `gift.recipientId: NOT_FOUND`
         *     (unknown, or not the member's), `gift.recipient.<field>` as the shipping address's fields, and
         *     `gift.message: TOO_LONG` (over 300 characters).
         */
        GiftInput: {
            recipientId?: components["schemas"]["Id"];
            recipient?: components["schemas"]["AddressInput"];
            /**
             * @description Printed on the packing slip and the order. Control characters other than line breaks are removed and
             *     surrounding blanks trimmed; an empty message is none. Clients show it as text, never as markup.
             */
            message?: string;
        };
        /** @description A gift order's recipient (the order's shipping address) and message, for the order's owner. */
        Gift: {
            recipient: components["schemas"]["AddressInput"];
            message: string | null;
        };
        /**
         * @description What the public order page and its packing slip show of a gift: the recipient's first name and the message.
         *     Like the buyer (`customerFirstName`, `destination`), the recipient's surname, street, phone and email are
         *     never part of the public answer.
         */
        PublicGift: {
            recipientFirstName: string;
            message: string | null;
        };
        /**
         * @description `pending_payment` (stock reserved, payment not finished) → `paid` → `fulfilled` | `cancelled` | `refunded`;
         *     `awaiting_pickup_payment` for pickup orders paid in person. A `pending_payment` order whose reservation
         *     expires is `cancelled`.
         * @enum {string}
         */
        ExpenseStatus: "pending_payment" | "paid" | "awaiting_pickup_payment" | "fulfilled" | "cancelled" | "refunded";
        /**
         * @description Where the goods are, shown beside the status.
         * @enum {string}
         */
        ExpenseFulfilment: "shipped" | "delivered" | "ready_for_pickup" | "collected";
        ExpenseLine: {
            shopItemId?: components["schemas"]["Id"];
            title: string;
            productType: components["schemas"]["ProductType"];
            format?: number | null;
            weight?: number | null;
            quantity: number;
            unitPrice: components["schemas"]["Money"];
            lineTotal: components["schemas"]["Money"];
            /** @description The product's picture, for the order pages. */
            image?: components["schemas"]["Image"] | null;
        };
        ExpenseSummary: {
            id: components["schemas"]["Id"];
            publicId: string;
            /** @description Human order number, e.g. 2026-000042. */
            number: string;
            createdAt: components["schemas"]["DateTime"];
            status: components["schemas"]["ExpenseStatus"];
            fulfilment?: components["schemas"]["ExpenseFulfilment"] | null;
            shopPage: {
                id: components["schemas"]["Id"];
                title: string;
            };
            lines: components["schemas"]["ExpenseLine"][];
            subtotal: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            shippingCost: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            couponCode?: string | null;
            shippingMode: components["schemas"]["ShippingMode"];
            billingMode: components["schemas"]["BillingMode"];
            listingName?: string | null;
            pointsEarned: number;
            payment?: {
                /** @enum {string} */
                method: "card" | "in_person";
                brand?: string;
                last4?: string;
            };
        };
        Expense: components["schemas"]["ExpenseSummary"] & {
            email?: string;
            shippingAddress?: components["schemas"]["AddressInput"] | null;
            billing?: components["schemas"]["BillingInput"] | null;
            /** @description Set on a gift order; its `shippingAddress` is then the recipient's. */
            gift?: components["schemas"]["Gift"] | null;
        };
        ExpenseList: {
            items: components["schemas"]["Expense"][];
        };
        /**
         * @description `available`: the whole quantity at the ordered price; `priceChanged`: the whole quantity at another price;
         *     `quantityReduced`: less than ordered, because of stock or the limit per order (the price may have changed
         *     too: compare `orderedUnitPrice` and `currentUnitPrice`); `unavailable`: nothing can be added (see `reason`).
         * @enum {string}
         */
        BuyAgainStatus: "available" | "priceChanged" | "quantityReduced" | "unavailable";
        /**
         * @description Why a line can't be added in full: `SOLD_OUT` (no stock), `NOT_SOLD` (the item left the shop page, or the
         *     line had no item), `UNAVAILABLE` (withdrawn from sale for now), `MAX_PER_ORDER` and `LOW_STOCK` (a reduced
         *     quantity).
         * @enum {string}
         */
        BuyAgainReason: "SOLD_OUT" | "NOT_SOLD" | "UNAVAILABLE" | "MAX_PER_ORDER" | "LOW_STOCK";
        BuyAgainLine: {
            shopItemId?: components["schemas"]["Id"];
            shopId?: components["schemas"]["Id"];
            /** @description The item's title now, else the order's. */
            title: string;
            orderedQuantity: number;
            addQuantity: number;
            /** @description The most the cart may hold of the item now. */
            maxQuantity: number;
            orderedUnitPrice: components["schemas"]["Money"];
            /** @description The price the cart charges now; null when the item is no longer sold. */
            currentUnitPrice: components["schemas"]["Money"] | null;
            status: components["schemas"]["BuyAgainStatus"];
            reason?: components["schemas"]["BuyAgainReason"];
        };
        BuyAgain: {
            expenseId: components["schemas"]["Id"];
            shopPage: {
                id: components["schemas"]["Id"];
                slug: components["schemas"]["Slug"];
                title: string;
            };
            lines: components["schemas"]["BuyAgainLine"][];
        };
        PublicExpense: components["schemas"]["ExpenseSummary"] & {
            customerFirstName: string;
            /** @description City and country only, for shipping; null for pickup. */
            destination: {
                city: string;
                country: components["schemas"]["CountryCode"];
            } | null;
            pickupAddress?: string | null;
            /** @description Set on a gift order; `destination` is then the recipient's city and country. */
            gift?: components["schemas"]["PublicGift"] | null;
        };
        CheckoutResult: {
            /**
             * @description The order's status once placed (paid, or to pay in person at pickup).
             * @enum {string}
             */
            status?: "paid" | "awaiting_pickup_payment";
            expense: components["schemas"]["Expense"];
            savedPaymentMethod?: components["schemas"]["PaymentMethod"] | null;
        };
        CheckoutActionRequired: {
            /** @enum {string} */
            status: "requires_action";
            /** @description The pending order's public id. */
            expensePublicId: string;
            action: components["schemas"]["StripePaymentAction"] | components["schemas"]["SandboxPaymentAction"];
        };
        StripePaymentAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "stripe";
            /** @description Given to Stripe.js `handleNextAction` (initialised with the club's account). */
            clientSecret: string;
            paymentIntentId: string;
        };
        SandboxPaymentAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "sandbox";
            /** @description `/sandbox-pay/v1/challenges/{id}`: the sandbox's authentication page, opened in an iframe. */
            challengeUrl: string;
        };
        Country: {
            code: components["schemas"]["CountryCode"];
            name: string;
            phoneCode?: string;
            /** @description Whether any listing of the club serves it. */
            shipping: boolean;
        };
        CountryList: {
            items: components["schemas"]["Country"][];
        };
        GeoList: {
            items: {
                code: string;
                name: string;
                /** @description For a province, its state (region) code. */
                state?: string;
            }[];
        };
        Coupon: {
            code: string;
            /** @enum {string} */
            kind: "percent" | "fixed" | "free_shipping";
            /** @description Percent (0-100) for percent; minor units for fixed; 0 for free_shipping. */
            value: number;
            currency?: string;
            description: string;
            minSubtotal?: components["schemas"]["Money"] | null;
            expiresAt?: components["schemas"]["DateTime"] | null;
        };
        FidelityPrize: {
            id: components["schemas"]["Id"];
            title: string;
            description: string;
            image?: components["schemas"]["Image"] | null;
            /** @description Points. */
            cost: number;
            available: boolean;
        };
        FidelityProgram: {
            id: components["schemas"]["Id"];
            title: string;
            description: string;
            /** @description Points earned per `perAmount` spent. */
            points: number;
            perAmount: components["schemas"]["Money"];
            startsAt: components["schemas"]["DateTime"];
            endsAt: components["schemas"]["DateTime"];
            active: boolean;
            /** @description The member's points in this program; null for anonymous visitors. */
            balance: number | null;
            prizes: components["schemas"]["FidelityPrize"][];
        };
        FidelityProgramList: {
            items: components["schemas"]["FidelityProgram"][];
        };
        Redemption: {
            id: components["schemas"]["Id"];
            programId: components["schemas"]["Id"];
            prizeId: components["schemas"]["Id"];
            quantity: number;
            pointsSpent: number;
            /** @description Points left. */
            balance: number;
            /** @description Voucher code to collect the prize. */
            code: string;
            redeemedAt: components["schemas"]["DateTime"];
        };
        CustomComponent: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            kind: "html" | "banner" | "text";
            title?: string;
            /** @description HTML; sanitise before rendering. */
            html: string;
            /** @description CSS scoped by the storefront to the component. */
            css?: string;
            image?: components["schemas"]["Image"] | null;
            link?: string | null;
        };
        CustomPage: {
            id: components["schemas"]["Id"];
            name: components["schemas"]["Slug"];
            title: string;
            description?: string;
            /** @description HTML; sanitise before rendering. */
            html: string;
            components: components["schemas"]["CustomComponent"][];
        };
    };
    responses: {
        /** @description Invalid input: VALIDATION with `fields`, or an unknown club (CLUB_NOT_FOUND is 404). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description AUTHENTICATION_REQUIRED (no, expired or revoked token) or UNAUTHORIZED (wrong email or password). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not allowed for this visitor: INVITATION_REQUIRED (the club signs up invited emails only), FORBIDDEN. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description PAYMENT_DECLINED, PAYMENT_FAILED or PAYMENT_REENTER_CARD; nothing was charged and the cart is as it was. */
        PaymentFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description NOT_FOUND, CLUB_NOT_FOUND, or a stale link (INVITATION_TOKEN_INVALID, PASSWORD_TOKEN_INVALID, EMAIL_CHANGE_*). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request conflicts with the current state (ALREADY_REGISTERED, ALREADY_INVITED, OUT_OF_STOCK, IDEMPOTENCY_KEY_REUSED, ...). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Well-formed but not acceptable (QUANTITY_RULE, COUPON_INVALID, COUPON_EXPIRED, COUPON_ALREADY_USED, NO_SHIPPING_AVAILABLE, INSUFFICIENT_POINTS, ...). */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description RATE_LIMITED, with `retryAfter` seconds. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INTERNAL: the platform failed; the request may be retried. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
        ClubOrigin: string;
        /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
        AppToken: string;
        /** @description `it` or `en`; anything else answers in `en`. */
        AcceptLanguage: string;
        /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
        PersistedToken: string;
        /** @description The token of an emailed link. */
        RequestToken: string;
        /** @description The shop page's id or slug. */
        ShopPageId: components["schemas"]["Id"];
        /** @description The anonymous visitor's cart key (a random UUID the client keeps). Ignored for members except to merge on sign-in. */
        CartId: string;
        /** @description One of the member's saved billing profiles. */
        BillingId: components["schemas"]["Id"];
        /** @description The chosen shipping listing. */
        ListingId: components["schemas"]["Id"];
        /** @description One of the member's saved shipping addresses. */
        ShippingId: components["schemas"]["Id"];
        ShippingMode: components["schemas"]["ShippingMode"];
        CouponCode: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getStyle: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
                /** @description Palette mode the storefront is showing, for clubs whose CSS differs by mode. */
                mode?: "light" | "dark";
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSS text. Empty when the club has no style. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/css": string;
                };
            };
            400: components["responses"]["BadRequest"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTheme: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
                mode?: "light" | "dark";
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Theme overrides; every field is optional. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Theme"];
                };
            };
            400: components["responses"]["BadRequest"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getConfig: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Configuration; `user` is null for anonymous visitors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Config"];
                };
            };
            400: components["responses"]["BadRequest"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getClub: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The club. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Club"];
                };
            };
            400: components["responses"]["BadRequest"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getClubMeta: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubMeta"];
                };
            };
            400: components["responses"]["BadRequest"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getProfile: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in member's profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateProfile: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdate"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createSetupIntent: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A setup intent for the club's payment provider. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetupIntent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deletePaymentMethod: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                paymentMethodId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    requestEmailChange: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeRequest"];
            };
        };
        responses: {
            /** @description The link was sent. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    chooseEmail: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The token of an emailed link. */
                requestToken: components["parameters"]["RequestToken"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChoice"];
            };
        };
        responses: {
            /** @description `EMAIL_CHANGE_CHOOSE_SUCCESS`: the confirmation was sent to the new address. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notice"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    confirmEmail: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The token of an emailed link. */
                requestToken: components["parameters"]["RequestToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The email was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notice"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description If the email belongs to a member, a link was sent. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notice"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The token of an emailed link. */
                requestToken: components["parameters"]["RequestToken"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetConfirm"];
            };
        };
        responses: {
            /** @description The password was changed and the member is signed in; other sessions are revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    signIn: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The anonymous visitor's cart key (a random UUID the client keeps). Ignored for members except to merge on sign-in. */
                "X-Cart-Id"?: components["parameters"]["CartId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            /** @description Signed in. The visitor's cart (X-Cart-Id) is merged into the member's. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LogoutRequest"];
            };
        };
        responses: {
            /** @description The token is revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    requestSignup: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description `INVITATION_SENT`. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notice"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getInvite: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The token of an emailed link. */
                requestToken: components["parameters"]["RequestToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invite data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invite"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    completeSignup: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The anonymous visitor's cart key (a random UUID the client keeps). Ignored for members except to merge on sign-in. */
                "X-Cart-Id"?: components["parameters"]["CartId"];
            };
            path: {
                /** @description The token of an emailed link. */
                requestToken: components["parameters"]["RequestToken"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupCompletion"];
            };
        };
        responses: {
            /** @description The member is created and signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getShopPage: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
                /** @description `shops` adds each shop's items (`shops.items`); without it shops come without items. */
                expand?: ("shops" | "shops.items")[];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The shop page's id or slug. */
                shopPageId: components["parameters"]["ShopPageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shop page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateCart: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
                /** @description One of the member's saved billing profiles. */
                billingId?: components["parameters"]["BillingId"];
                /** @description The chosen shipping listing. */
                listingId?: components["parameters"]["ListingId"];
                /** @description One of the member's saved shipping addresses. */
                shippingId?: components["parameters"]["ShippingId"];
                shippingMode?: components["parameters"]["ShippingMode"];
                couponCode?: components["parameters"]["CouponCode"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The anonymous visitor's cart key (a random UUID the client keeps). Ignored for members except to merge on sign-in. */
                "X-Cart-Id"?: components["parameters"]["CartId"];
            };
            path: {
                /** @description The shop page's id or slug. */
                shopPageId: components["parameters"]["ShopPageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartUpdate"];
            };
        };
        responses: {
            /** @description The cart, priced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCart: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
                /** @description One of the member's saved billing profiles. */
                billingId?: components["parameters"]["BillingId"];
                /** @description The chosen shipping listing. */
                listingId?: components["parameters"]["ListingId"];
                /** @description One of the member's saved shipping addresses. */
                shippingId?: components["parameters"]["ShippingId"];
                shippingMode?: components["parameters"]["ShippingMode"];
                couponCode?: components["parameters"]["CouponCode"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The anonymous visitor's cart key (a random UUID the client keeps). Ignored for members except to merge on sign-in. */
                "X-Cart-Id"?: components["parameters"]["CartId"];
            };
            path: {
                /** @description The shop page's id or slug. */
                shopPageId: components["parameters"]["ShopPageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart, priced with the query's checkout parameters (an empty cart when there is none yet). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCartListings: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
                /** @description One of the member's saved billing profiles. */
                billingId?: components["parameters"]["BillingId"];
                couponCode?: components["parameters"]["CouponCode"];
                /** @description One of the member's saved shipping addresses. */
                shippingId?: components["parameters"]["ShippingId"];
                shippingMode?: components["parameters"]["ShippingMode"];
                /** @description Destination country (ISO 3166-1 alpha-2) when there is no saved shipping address (`shippingId`). */
                country?: components["schemas"]["CountryCode"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The anonymous visitor's cart key (a random UUID the client keeps). Ignored for members except to merge on sign-in. */
                "X-Cart-Id"?: components["parameters"]["CartId"];
            };
            path: {
                /** @description The shop page's id or slug. */
                shopPageId: components["parameters"]["ShopPageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The listings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Listings"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    checkout: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
                /** @description The anonymous visitor's cart key (a random UUID the client keeps). Ignored for members except to merge on sign-in. */
                "X-Cart-Id"?: components["parameters"]["CartId"];
                /** @description A unique key per checkout attempt (a UUID); retries and double clicks reuse it. */
                "Idempotency-Key": string;
            };
            path: {
                /** @description The shop page's id or slug. */
                shopPageId: components["parameters"]["ShopPageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutRequest"];
            };
        };
        responses: {
            /** @description The order was placed (and paid, unless it is paid in person at pickup). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutResult"];
                };
            };
            /** @description The payment needs the shopper's authentication; the order is `pending_payment` until it ends. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutActionRequired"];
                };
            };
            400: components["responses"]["BadRequest"];
            402: components["responses"]["PaymentFailed"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getShopItem: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
                /** @description `related` adds other items of the same shop. */
                expand?: "related"[];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                /** @description The shop page's id or slug. */
                shopPageId: components["parameters"]["ShopPageId"];
                shopId: components["schemas"]["Id"];
                shopItemId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shop item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopItemDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listExpenses: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpenseList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getBuyAgain: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                expenseId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's lines as they could be bought now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyAgain"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPublicExpense: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                expensePublicId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicExpense"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    searchShopItems: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
                q?: string;
                type?: components["schemas"]["ItemKind"][];
                grape?: components["schemas"]["FacetText"][];
                region?: components["schemas"]["FacetText"][];
                vintage?: number[];
                format?: number[];
                /** @description Lowest price in minor units. */
                priceMin?: number;
                /** @description Highest price in minor units. */
                priceMax?: number;
                /** @description `relevance` (the default with a query, else `name`), `name`, `price`, `price-desc`, `vintage` (oldest first), `vintage-desc`. */
                sort?: components["schemas"]["SearchSort"];
                limit?: number;
                offset?: number;
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching items (one page of them), their total and the facets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCountries: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Countries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listStates: {
        parameters: {
            query: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
                country: components["schemas"]["CountryCode"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description States. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listProvinces: {
        parameters: {
            query: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
                country: components["schemas"]["CountryCode"];
                state?: string;
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Provinces. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    validateCoupon: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                couponCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coupon is valid now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coupon"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listFidelityPrograms: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
                /** @description `active` (default) lists programs running today; `all` adds past and future ones. */
                status?: "active" | "all";
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The club's fidelity programs, with the member's balance when signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FidelityProgramList"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    redeemFidelityPrize: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
                quantity?: number;
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                fidelityProgramId: components["schemas"]["Id"];
                fidelityPrizeId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redeemed; points were spent atomically. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redemption"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCustomComponent: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
                /** @description Where the component is shown, for components that vary by placement. */
                context?: "home" | "page" | "shop-page";
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                customComponentId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The component. Its HTML is sanitised by the platform and must be sanitised again before rendering. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomComponent"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPage: {
        parameters: {
            query?: {
                /** @description Persisted query variable from the storefront's first URL (a campaign or preview token), sent on every call. */
                _token?: components["parameters"]["PersistedToken"];
            };
            header: {
                /** @description Host (and port) of the page the storefront runs on, e.g. `shop.cantina.it` or `localhost:3000`. */
                "X-Club-Origin": components["parameters"]["ClubOrigin"];
                /** @description The club deployment's public app token (not a secret; it pairs a storefront with its club). */
                "X-App-Token": components["parameters"]["AppToken"];
                /** @description `it` or `en`; anything else answers in `en`. */
                "Accept-Language"?: components["parameters"]["AcceptLanguage"];
            };
            path: {
                pageName: components["schemas"]["Slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
}
