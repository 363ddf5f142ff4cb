import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createConfig, lint } from "@redocly/openapi-core";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CART_PROBLEM_CODES, ERROR_CODES, ERROR_STATUS, NOTICE_CODES } from "../src/index.js";

const contractPath = fileURLToPath(new URL("../openapi.yaml", import.meta.url));
type Operation = {
  operationId: string;
  parameters?: Array<{ $ref?: string; name?: string; in?: string; required?: boolean }>;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
  "x-addition"?: boolean;
};
type PathItem = { parameters?: Array<{ $ref?: string }> } & Record<string, Operation>;
const doc = parse(readFileSync(contractPath, "utf8")) as {
  openapi: string;
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, { properties?: Record<string, { description?: string }> }> };
};
const METHODS = ["get", "post", "patch", "put", "delete"] as const;
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ path, method, item, op: item[method] as Operation })),
);

// Every call the storefront makes, as the product first listed them (architecture §4).
const SPEC_CALLS = `GET /api/v2/style
GET /api/v2/theme
GET /api/v2/config
GET /api/v2/club
GET /api/v2/club/meta
GET /api/v2/profile
PATCH /api/v2/profile
GET /api/v2/profile/setup-intent
DELETE /api/v2/profile/payment-methods/{paymentMethodId}
POST /api/v2/email/request
POST /api/v2/email/choose/{requestToken}
POST /api/v2/email/confirm/{requestToken}
POST /api/v2/password/request
POST /api/v2/password/confirm/{requestToken}
POST /api/v2/auth/signin
POST /api/v2/auth/logout
POST /api/v2/auth/signup/{requestToken}
GET /api/v2/auth/signup/{requestToken}
GET /api/v2/shop-pages/{shopPageId}
PATCH /api/v2/shop-pages/{shopPageId}/cart
GET /api/v2/shop-pages/{shopPageId}/cart/data
GET /api/v2/shop-pages/{shopPageId}/cart/listings
POST /api/v2/shop-pages/{shopPageId}/checkout
GET /api/v2/shop-pages/{shopPageId}/shops/{shopId}/shop-items/{shopItemId}
GET /api/v2/expenses
GET /api/v2/geo/states
GET /api/v2/geo/provinces
GET /api/v2/coupons/{couponCode}/validate
GET /api/v2/fidelity-programs
POST /api/v2/fidelity-programs/{fidelityProgramId}/fidelity-prizes/{fidelityPrizeId}/redeem
GET /api/v2/custom-components/{customComponentId}`.split("\n");

const MEMBER_ONLY = [
  "GET /api/v2/profile",
  "PATCH /api/v2/profile",
  "GET /api/v2/profile/setup-intent",
  "DELETE /api/v2/profile/payment-methods/{paymentMethodId}",
  "POST /api/v2/email/request",
  "POST /api/v2/auth/logout",
  "GET /api/v2/expenses",
  "GET /api/v2/expenses/{expenseId}/buy-again",
  "POST /api/v2/fidelity-programs/{fidelityProgramId}/fidelity-prizes/{fidelityPrizeId}/redeem",
];

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const allParams = (item: PathItem, op: Operation) => [...(item.parameters ?? []), ...(op.parameters ?? [])];

describe("the /api/v2 contract", () => {
  it("is a valid OpenAPI 3.1 document with no problem under Redocly's recommended-strict rules", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const config = await createConfig({ extends: ["recommended-strict"] });
    const problems = await lint({ ref: contractPath, config });
    expect(problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it("has every method and path of architecture §4 (31 calls)", () => {
    expect(SPEC_CALLS).toHaveLength(31);
    const present = new Set(operations.map(({ method, path }) => key(method, path)));
    expect(SPEC_CALLS.filter((call) => !present.has(call))).toEqual([]);
  });

  it("marks every operation beyond architecture §4 with x-addition: true, and none of the listed ones", () => {
    for (const { method, path, op } of operations) {
      expect({ call: key(method, path), addition: op["x-addition"] === true }).toEqual({
        call: key(method, path),
        addition: !SPEC_CALLS.includes(key(method, path)),
      });
    }
    const additions = operations
      .filter(({ op }) => op["x-addition"])
      .map(({ method, path }) => key(method, path));
    expect(additions).toEqual(
      expect.arrayContaining(["GET /api/v2/public/expenses/{expensePublicId}", "POST /api/v2/auth/signup"]),
    );
  });

  it("gives every operation the language, origin and app-token headers", () => {
    for (const { item, op } of operations) {
      const refs = allParams(item, op).map((p) => p.$ref);
      expect(refs).toEqual(
        expect.arrayContaining([
          "#/components/parameters/ClubOrigin",
          "#/components/parameters/AppToken",
          "#/components/parameters/AcceptLanguage",
          "#/components/parameters/PersistedToken",
        ]),
      );
    }
  });

  it("requires a bearer token exactly on member operations", () => {
    for (const { method, path, op } of operations) {
      const memberOnly = JSON.stringify(op.security) === JSON.stringify([{ bearerAuth: [] }]);
      expect({ call: key(method, path), memberOnly }).toEqual({
        call: key(method, path),
        memberOnly: MEMBER_ONLY.includes(key(method, path)),
      });
    }
  });

  it("answers errors with the one Error schema on every operation", () => {
    for (const { op } of operations) {
      const errorStatuses = Object.keys(op.responses).filter((status) => /^[45]/.test(status));
      expect(errorStatuses).toContain("400");
      expect(errorStatuses).toContain("5XX");
      for (const status of errorStatuses)
        expect(op.responses[status]?.$ref).toMatch(/^#\/components\/responses\//);
    }
    const errorSchema = doc.components.schemas.Error as { required: string[] };
    expect(errorSchema.required).toEqual(["code", "message"]);
  });

  it("lists every error code once, architecture §4's first, each with the HTTP statuses that carry it", () => {
    const errorCode = doc.components.schemas.ErrorCode as unknown as {
      enum: string[];
      "x-status": Record<string, number | number[]>;
    };
    expect(errorCode.enum.slice(0, 7)).toEqual([
      "UNAUTHORIZED",
      "INVITATION_REQUIRED",
      "ALREADY_INVITED",
      "ALREADY_REGISTERED",
      "PASSWORD_TOO_SHORT",
      "EMAIL_CHANGE_CHOOSE_ERROR",
      "INVITATION_TOKEN_INVALID",
    ]);
    expect(new Set(errorCode.enum).size).toBe(errorCode.enum.length);
    expect(Object.keys(errorCode["x-status"]).sort()).toEqual([...errorCode.enum].sort());
    // The generated values are the document's, in its order.
    expect(ERROR_CODES).toEqual(errorCode.enum);
    for (const code of ERROR_CODES) {
      const declared = errorCode["x-status"][code];
      expect(ERROR_STATUS[code]).toEqual(Array.isArray(declared) ? declared : [declared]);
      for (const status of ERROR_STATUS[code]) expect(status).toBeGreaterThanOrEqual(400);
    }
    expect(ERROR_STATUS.UNAUTHORIZED).toEqual([401]);
    expect(ERROR_STATUS.COUPON_INVALID).toEqual([404, 422]);
    expect(NOTICE_CODES).toEqual((doc.components.schemas.NoticeCode as unknown as { enum: string[] }).enum);
    expect(CART_PROBLEM_CODES).toEqual(
      (doc.components.schemas.CartProblemCode as unknown as { enum: string[] }).enum,
    );
  });

  it("requires an Idempotency-Key on checkout and identifies anonymous carts by X-Cart-Id, not Authorization", () => {
    const checkout = doc.paths["/api/v2/shop-pages/{shopPageId}/checkout"]!.post as Operation;
    expect(checkout.parameters).toContainEqual(
      expect.objectContaining({ name: "Idempotency-Key", in: "header", required: true }),
    );
    for (const path of [
      "/api/v2/shop-pages/{shopPageId}/cart",
      "/api/v2/shop-pages/{shopPageId}/cart/data",
    ]) {
      const op = (doc.paths[path]!.patch ?? doc.paths[path]!.get) as Operation;
      expect(op.parameters?.map((p) => p.$ref)).toContain("#/components/parameters/CartId");
      expect(op.security).toEqual([{}, { bearerAuth: [] }]);
    }
  });

  it("gives every successful answer a schema, except 204", () => {
    for (const { method, path, op } of operations) {
      const success = Object.entries(op.responses).filter(([status]) => status.startsWith("2"));
      expect(success.length, key(method, path)).toBeGreaterThan(0);
      for (const [status, response] of success) {
        if (status === "204") expect(response.content).toBeUndefined();
        else expect(Object.values(response.content ?? {})[0]?.schema, key(method, path)).toBeDefined();
      }
    }
  });

  describe("schemas, compiled as JSON Schema 2020-12", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: "contract", components: doc.components });
    const validate = (name: string, value: unknown) =>
      ajv.validate(`contract#/components/schemas/${name}`, value);

    it("keeps money as integer minor units with a currency code", () => {
      expect(validate("Money", { amount: 1850, currency: "EUR" })).toBe(true);
      expect(validate("Money", { amount: 18.5, currency: "EUR" })).toBe(false);
      expect(validate("Money", { amount: 1850, currency: "euro" })).toBe(false);
    });

    it("closes address inputs to unknown fields while saved addresses carry an id", () => {
      const address = {
        firstName: "Giulia",
        lastName: "Rossi",
        street: "Via Roma",
        number: "12",
        city: "Firenze",
        province: "FI",
        zip: "50123",
        country: "IT",
        phone: "3331234567",
      };
      expect(validate("AddressInput", address)).toBe(true);
      expect(validate("AddressInput", { ...address, id: "addr_1" })).toBe(false);
      expect(validate("AddressInput", { ...address, admin: true })).toBe(false);
      expect(validate("Address", { ...address, id: "addr_1" })).toBe(true);
      expect(validate("Address", address)).toBe(false);
      const { street: _street, ...withoutStreet } = address;
      expect(validate("AddressInput", withoutStreet)).toBe(false);
    });

    it("keeps personal data off the public expense", () => {
      const publicExpense = {
        id: "exp_1",
        publicId: "p_4f9c2a7be01d43c8",
        number: "2026-000001",
        createdAt: "2026-11-22T10:00:00Z",
        status: "paid",
        shopPage: { id: "sp_1", title: "Cantina" },
        lines: [],
        subtotal: { amount: 0, currency: "EUR" },
        discount: { amount: 0, currency: "EUR" },
        shippingCost: { amount: 0, currency: "EUR" },
        total: { amount: 0, currency: "EUR" },
        shippingMode: "pickup",
        billingMode: "receipt",
        pointsEarned: 0,
        customerFirstName: "Giulia",
        destination: null,
      };
      expect(validate("PublicExpense", publicExpense)).toBe(true);
      expect(validate("PublicExpense", { ...publicExpense, email: "giulia@example.it" })).toBe(false);
    });

    it("describes quantity-rule violations with the missing count", () => {
      const violation = {
        productType: "wine",
        field: "format",
        fieldValue: 0.75,
        quantity: 6,
        current: 4,
        missing: 2,
      };
      expect(validate("QuantityRuleViolation", violation)).toBe(true);
      expect(validate("QuantityRuleViolation", { ...violation, missing: undefined })).toBe(false);
    });

    it("accepts an error with fields and rejects a code the contract does not list", () => {
      expect(
        validate("Error", { code: "VALIDATION", message: "Invalid input", fields: { email: "INVALID" } }),
      ).toBe(true);
      expect(validate("Error", { code: "validation", message: "Invalid input" })).toBe(false);
      expect(validate("Error", { code: "NOT_A_CONTRACT_CODE", message: "Invalid input" })).toBe(false);
    });
  });
});
