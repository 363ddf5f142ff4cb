import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { parse } from "yaml";

/** The contract, read from @club/contract's openapi.yaml: the same document the SDK's types come from. */
const contractPath = createRequire(import.meta.url).resolve("@club/contract/openapi.yaml");

type SchemaObject = Record<string, unknown>;
interface ParameterObject {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: SchemaObject;
  $ref?: string;
}
interface OperationObject {
  operationId: string;
  parameters?: ParameterObject[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { required?: boolean; content: Record<string, { schema: SchemaObject }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: SchemaObject }> }>;
  /** Refuse query parameters the operation does not list (see paramsSchema below). */
  "x-strict-query"?: boolean;
}
interface Document {
  paths: Record<string, Record<string, unknown> & { parameters?: ParameterObject[] }>;
  components: {
    parameters: Record<string, ParameterObject>;
    responses: Record<string, unknown>;
    schemas: Record<string, SchemaObject>;
  };
}

export interface ContractOperation {
  operationId: string;
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** The contract path, e.g. /api/v2/shop-pages/{shopPageId}. */
  path: string;
  /** The same path in the router's syntax, e.g. /api/v2/shop-pages/:shopPageId. */
  routePath: string;
  /** `member`: a bearer token is required; `optional`: used when present; `none`: ignored. */
  auth: "member" | "optional" | "none";
  hasBody: boolean;
  bodyRequired: boolean;
  /** Names of array-typed query parameters (sent comma-separated: style form, explode false). */
  arrayQuery: string[];
  validateParams: ValidateFunction;
  validateBody: BodyValidator | undefined;
  /** Validates an answer's JSON body for a status, when the contract gives it a JSON schema. */
  validateResponse(status: number, body: unknown): ErrorObject[] | null;
}

export const document = parse(readFileSync(contractPath, "utf8")) as Document;

// One Ajv for bodies and answers (types exact) and one for parameters, which arrive as strings and are coerced.
// Bodies are checked first by a validator that stops at the first error (see bodyValidator).
const bodies = new Ajv2020({ strict: false, allErrors: true });
const firstErrors = new Ajv2020({ strict: false, allErrors: false });
const params = new Ajv2020({ strict: false, allErrors: true, coerceTypes: "array", useDefaults: true });
for (const ajv of [bodies, firstErrors, params]) {
  addFormats.default(ajv);
  ajv.addSchema({ $id: "contract", components: document.components });
}

/**
 * A body larger than this (in values: see jsonShape) that breaks its schema gets its first offending field only.
 * Listing every error costs an object per bad value, and an array of wrong values can fill the body limit with them.
 */
export const FULL_REPORT_VALUES = 2000;

/** The most fields one error answer names. */
export const MAX_ERROR_FIELDS = 50;

/** Checks a parsed body of `values` values (jsonShape's count): null when it matches, else its offending fields. */
export type BodyValidator = (body: unknown, values: number) => Record<string, string> | null;

function bodyValidator(schema: SchemaObject): BodyValidator {
  const first = firstErrors.compile(schema);
  const every = bodies.compile(schema);
  return (body, values) => {
    if (first(body)) return null;
    const validate = values > FULL_REPORT_VALUES ? first : every;
    const fields = validate === first || !every(body) ? fieldsFromErrors(validate.errors ?? []) : null;
    // Ajv keeps the last errors on the function until its next call: not past this request.
    first.errors = null;
    every.errors = null;
    return fields;
  };
}

/** A validator for a schema outside the contract (the sandbox processor's own endpoints), with the same options. */
export function compileSchema(schema: SchemaObject): BodyValidator {
  return bodyValidator(schema);
}

const METHODS = ["get", "post", "patch", "put", "delete"] as const;

function resolveParameter(parameter: ParameterObject): ParameterObject {
  if (!parameter.$ref) return parameter;
  const name = parameter.$ref.replace("#/components/parameters/", "");
  const resolved = document.components.parameters[name];
  if (!resolved) throw new Error(`Unknown parameter ${parameter.$ref}`);
  return resolved;
}

// Parameter and body schemas point into the contract; qualify their $refs so Ajv resolves them there.
function qualify<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', '"$ref":"contract#/')) as T;
}

function responseSchema(
  response: OperationObject["responses"][string] | undefined,
): SchemaObject | undefined {
  if (!response) return undefined;
  const resolved = response.$ref
    ? (document.components.responses[response.$ref.replace("#/components/responses/", "")] as typeof response)
    : response;
  return resolved?.content?.["application/json"]?.schema;
}

function buildOperation(
  path: string,
  method: (typeof METHODS)[number],
  op: OperationObject,
  shared: ParameterObject[],
) {
  const parameters = [...shared, ...(op.parameters ?? [])].map(resolveParameter);
  const locations: Record<string, { properties: Record<string, unknown>; required: string[] }> = {};
  for (const key of ["path", "query", "header"]) locations[key] = { properties: {}, required: [] };
  for (const parameter of parameters) {
    if (parameter.in === "cookie") continue;
    // Node lowercases header names.
    const name = parameter.in === "header" ? parameter.name.toLowerCase() : parameter.name;
    const location = locations[parameter.in]!;
    location.properties[name] = qualify(parameter.schema);
    if (parameter.required) location.required.push(name);
  }
  const paramsSchema = {
    type: "object",
    properties: Object.fromEntries(
      Object.entries(locations).map(([key, { properties, required }]) => [
        key,
        // `x-strict-query` (search): a parameter the operation does not list is refused, not ignored, so a
        // misspelt filter says so instead of silently widening the result.
        key === "query" && op["x-strict-query"]
          ? { type: "object", properties, required, additionalProperties: false }
          : { type: "object", properties, required },
      ]),
    ),
  };
  const bodySchema = op.requestBody?.content["application/json"]?.schema;
  const responseValidators = new Map<string, ValidateFunction>();
  for (const [status, response] of Object.entries(op.responses)) {
    const schema = responseSchema(response);
    if (schema) responseValidators.set(status, bodies.compile(qualify(schema)));
  }
  const security = JSON.stringify(op.security ?? []);
  const operation: ContractOperation = {
    operationId: op.operationId,
    method: method.toUpperCase() as ContractOperation["method"],
    path,
    routePath: path.replace(/\{(\w+)\}/g, ":$1"),
    auth:
      security === '[{"bearerAuth":[]}]' ? "member" : security.includes("bearerAuth") ? "optional" : "none",
    hasBody: Boolean(bodySchema),
    bodyRequired: Boolean(op.requestBody?.required),
    arrayQuery: parameters.filter((p) => p.in === "query" && p.schema.type === "array").map((p) => p.name),
    validateParams: params.compile(paramsSchema),
    validateBody: bodySchema ? bodyValidator(qualify(bodySchema)) : undefined,
    validateResponse(status, body) {
      const validate =
        responseValidators.get(String(status)) ??
        responseValidators.get(`${String(status)[0]}XX`) ??
        responseValidators.get("default");
      if (!validate) return null;
      return validate(body) ? null : (validate.errors ?? []);
    },
  };
  return operation;
}

/** Every operation of the contract, with its validators compiled once at start. */
export const contractOperations: ContractOperation[] = Object.entries(document.paths).flatMap(
  ([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) =>
      buildOperation(path, method, item[method] as OperationObject, item.parameters ?? []),
    ),
);

/**
 * Turns Ajv errors into the contract's `fields`: dotted paths mapped to codes (REQUIRED, TOO_LONG, ...), at most
 * MAX_ERROR_FIELDS of them.
 */
export function fieldsFromErrors(errors: ErrorObject[], prefix = ""): Record<string, string> {
  const fields: Record<string, string> = {};
  let count = 0;
  const mark = (field: string, code: string) => {
    if (fields[field] === undefined && count < MAX_ERROR_FIELDS) {
      fields[field] = code;
      count++;
    }
  };
  for (const error of errors) {
    if (count >= MAX_ERROR_FIELDS) break;
    const base = [prefix, ...error.instancePath.split("/").filter(Boolean)].filter(Boolean).join(".");
    if (error.keyword === "required") {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      mark([base, missing].filter(Boolean).join("."), "REQUIRED");
    } else if (error.keyword === "additionalProperties" || error.keyword === "unevaluatedProperties") {
      const extra =
        (error.params as { additionalProperty?: string; unevaluatedProperty?: string }).additionalProperty ??
        (error.params as { unevaluatedProperty?: string }).unevaluatedProperty;
      mark([base, extra].filter(Boolean).join("."), "UNKNOWN_FIELD");
    } else if (error.keyword !== "oneOf" && error.keyword !== "anyOf" && error.keyword !== "allOf") {
      mark(base || "body", CODES[error.keyword] ?? "INVALID");
    }
  }
  return fields;
}

const CODES: Record<string, string> = {
  type: "INVALID_TYPE",
  maxLength: "TOO_LONG",
  minLength: "TOO_SHORT",
  format: "INVALID_FORMAT",
  pattern: "INVALID_FORMAT",
  enum: "INVALID_VALUE",
  const: "INVALID_VALUE",
  maximum: "OUT_OF_RANGE",
  minimum: "OUT_OF_RANGE",
  maxItems: "TOO_MANY",
  minItems: "TOO_FEW",
};
