// Schema-driven fuzzing: requests generated from the request schemas of
// openapi/provider.yaml (valid ones and broken variants) for every operation,
// over real HTTP. Fails on any 5xx, any status the operation does not
// document, any body that does not match the documented response schema, and
// any request the document calls invalid that is not answered 4xx.
// FUZZ_RUNS sets the cases per operation (default 60).
import { readFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parse } from "yaml";
import { createSession } from "./auth/sessions.ts";
import { defaultRateLimits, type RateLimits } from "./rate-limit.ts";
import { describeEachDatabase } from "./test/databases.ts";
import { createMember } from "./test/members.ts";
import { startTestServer, type TestServer } from "./test/server.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema nodes are untyped JSON
type Schema = Record<string, any>;

const documentPath = new URL("../openapi/provider.yaml", import.meta.url);
const document = parse(readFileSync(documentPath, "utf8")) as Schema;
const runs = Number(process.env.FUZZ_RUNS ?? 60);

// ---- the document, as JSON Schema 2020-12 (what OpenAPI 3.1 uses) ----------

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormatsModule as unknown as (ajv: Ajv2020) => void)(ajv);
ajv.addSchema(document, "doc");

const escape = (segment: string) =>
  segment.replaceAll("~", "~0").replaceAll("/", "~1");

function validatorAt(pointer: string): ValidateFunction {
  const validate = ajv.getSchema(`doc#${pointer}`);
  if (!validate) throw new Error(`no schema at ${pointer}`);
  return validate;
}

function resolve(schema: Schema): Schema {
  let current = schema;
  while (typeof current.$ref === "string") {
    current = current.$ref
      .slice(2)
      .split("/")
      .reduce(
        (node: Schema, part: string) =>
          node[part.replaceAll("~1", "/").replaceAll("~0", "~")],
        document,
      );
  }
  return current;
}

type Operation = {
  id: string;
  method: string;
  path: string;
  secured: boolean;
  requestSchema: Schema | undefined;
  validateRequest: ValidateFunction | undefined;
  /** Status → validator of its body. */
  responses: Map<string, ValidateFunction>;
};

const operations: Operation[] = Object.entries(
  document.paths as Schema,
).flatMap(([path, item]) =>
  Object.entries(item as Schema).map(([method, op]: [string, Schema]) => {
    const base = `/paths/${escape(path)}/${method}`;
    const responses = new Map<string, ValidateFunction>();
    for (const [status, response] of Object.entries(op.responses as Schema)) {
      const pointer =
        typeof response.$ref === "string"
          ? (response.$ref as string).slice(1)
          : `${base}/responses/${status}`;
      responses.set(
        status,
        validatorAt(`${pointer}/content/${escape("application/json")}/schema`),
      );
    }
    const hasBody = Boolean(op.requestBody);
    return {
      id: op.operationId as string,
      method: method.toUpperCase(),
      path,
      secured: (op.security ?? document.security).length > 0,
      requestSchema: hasBody
        ? resolve(op.requestBody.content["application/json"].schema)
        : undefined,
      validateRequest: hasBody
        ? validatorAt(
            `${base}/requestBody/content/${escape("application/json")}/schema`,
          )
        : undefined,
      responses,
    };
  }),
);

// ---- values from schemas ---------------------------------------------------

const textUnit = fc.constantFrom(
  ..."abcxyzABZ0189 _-.@+!/中文é😀\u0000\n",
  "\ud800",
);

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, min + 40);
  const fits = (s: string) =>
    [...s].length >= min && [...s].length <= (schema.maxLength ?? Infinity);
  if (schema.format === "email")
    return fc.stringMatching(/^[a-z0-9]{1,12}@[a-z]{1,8}\.(com|cn|org)$/);
  if (schema.format === "uri")
    return fc.stringMatching(
      /^https?:\/\/[a-z]{1,10}\.(com|cn)\/[a-z0-9]{0,12}$/,
    );
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, "u");
    try {
      return fc.stringMatching(pattern).filter(fits);
    } catch {
      // fast-check cannot build every regex (e.g. lookaheads): filter instead.
      return fc
        .string({ unit: textUnit, minLength: min, maxLength: max })
        .filter((s) => pattern.test(s) && fits(s));
    }
  }
  return fc.string({ unit: textUnit, minLength: min, maxLength: max });
}

function valueFor(input: Schema): fc.Arbitrary<unknown> {
  const schema = resolve(input);
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const { allOf, anyOf, oneOf, ...rest } = schema;
  if (allOf)
    return valueFor({
      ...rest,
      ...Object.assign({}, ...(allOf as Schema[]).map(resolve)),
    });
  const branches = (anyOf ?? oneOf) as Schema[] | undefined;
  if (branches)
    return fc.oneof(
      ...branches.map((branch) => valueFor({ ...rest, ...resolve(branch) })),
    );
  const types = ([] as string[]).concat(schema.type ?? []);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => valueFor({ ...schema, type })));
  switch (types[0]) {
    case "string":
      return stringFor(schema);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer();
    case "null":
      return fc.constant(null);
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          valueFor(property),
        ]),
      );
      return fc
        .record(model, { requiredKeys: (schema.required ?? []) as string[] })
        .filter(
          (value) => Object.keys(value).length >= (schema.minProperties ?? 0),
        );
    }
    default:
      throw new Error(
        `the fuzzer cannot generate ${JSON.stringify(schema)}: extend valueFor()`,
      );
  }
}

const wrongValue = fc.constantFrom<unknown>(
  42,
  -1.5,
  true,
  null,
  [],
  {},
  "x",
  "",
  "x".repeat(6000),
  "\u0000",
);

type Body =
  { json: unknown } | { raw: string; contentType?: string } | undefined;

/** A valid body, or one broken in one way. */
function bodyFor(schema: Schema): fc.Arbitrary<Body> {
  const valid = valueFor(schema) as fc.Arbitrary<Record<string, unknown>>;
  const names = Object.keys(schema.properties ?? {});
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((json) => ({ json })) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...names), wrongValue)
        .map(([body, name, value]) => ({ json: { ...body, [name]: value } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...names))
        .map(([body, name]) => {
          const rest = { ...body };
          delete rest[name];
          return { json: rest };
        }),
    },
    {
      weight: 1,
      arbitrary: valid.map((body) => ({ json: { ...body, unexpected: 1 } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom<unknown>([], null, 7, "text", [{}])
        .map((json) => ({ json })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { raw: "{" },
        { raw: "" },
        { raw: "{'a':1}" },
        { raw: "<40 KB>" },
        { raw: '{"a":1}', contentType: "text/plain" },
        { raw: "a=1", contentType: "application/x-www-form-urlencoded" },
      ),
    },
  );
}

const languages = fc.constantFrom(
  undefined,
  "zh-CN",
  "en-US",
  "en;q=0.5, zh;q=0.9",
  "xx",
  "*",
  ";;,,q=",
);

// ---- the properties --------------------------------------------------------

// Rate limits would soon answer everything with 429; rate-limits.test.ts covers them.
const unlimited = Object.fromEntries(
  Object.keys(defaultRateLimits).map((name) => [
    name,
    { max: 1_000_000, windowSeconds: 1 },
  ]),
) as RateLimits;

describeEachDatabase("fuzz", (database) => {
  let server: TestServer;
  let userId: string;

  beforeAll(async () => {
    server = await startTestServer(database(), { limits: unlimited });
    userId = (await createMember(database())).id;
  });
  afterAll(() => server.close());

  it("covers every operation of the document", () => {
    expect(operations.map((op) => op.id).sort()).toEqual(
      [
        "changePassword",
        "createInquiry",
        "getUserInfo",
        "login",
        "logout",
        "register",
        "sendCode",
        "updateProfile",
      ].sort(),
    );
  });

  it.each(operations.map((op) => [op.id, op] as const))(
    "%s",
    async (_id, op) => {
      const auth = fc.constantFrom<"valid" | "none" | "garbage">(
        "valid",
        "valid",
        "valid",
        "none",
        "garbage",
      );
      const ignoredBodies: Body[] =
        op.method === "GET" ? [undefined] : [undefined, { json: { any: 1 } }];
      const body = op.requestSchema
        ? bodyFor(op.requestSchema)
        : fc.constantFrom(...ignoredBodies);

      await fc.assert(
        fc.asyncProperty(
          body,
          auth,
          languages,
          async (body, auth, language) => {
            const headers: Record<string, string> = {};
            if (language !== undefined) headers["accept-language"] = language;
            if (auth === "valid")
              headers.authorization = `Bearer ${(await createSession(database().db, userId, false, server.clock.now())).token}`;
            if (auth === "garbage") headers.authorization = "Bearer garbage";
            let payload: string | undefined;
            if (body && "json" in body) {
              headers["content-type"] = "application/json";
              payload = JSON.stringify(body.json);
            } else if (body) {
              headers["content-type"] = body.contentType ?? "application/json";
              payload = body.raw === "<40 KB>" ? "x".repeat(40_000) : body.raw;
            }

            const response = await fetch(`${server.baseUrl}/api${op.path}`, {
              method: op.method,
              headers,
              body: payload,
            });
            const text = await response.text();
            const where = `${op.method} ${op.path} ${payload?.slice(0, 300)} → ${response.status} ${text.slice(0, 500)}`;

            expect(response.status, where).toBeLessThan(500);
            const validate = op.responses.get(String(response.status));
            expect(validate, `undocumented status: ${where}`).toBeDefined();
            const json = JSON.parse(text);
            expect(
              validate!(json),
              `${where}\n${ajv.errorsText(validate!.errors)}`,
            ).toBe(true);
            if (response.status === 429)
              expect(response.headers.get("retry-after")).toMatch(/^\d+$/);

            const documentAccepts =
              body !== undefined && "json" in body && op.validateRequest
                ? op.validateRequest(body.json)
                : false;
            if (op.requestSchema && !documentAccepts) {
              expect(
                response.status,
                `the document rejects this body: ${where}`,
              ).toBeGreaterThanOrEqual(400);
            }
            // Oversized bodies are refused before anything else is looked at.
            if (op.secured && auth !== "valid")
              expect([401, 413], where).toContain(response.status);
          },
        ),
        { numRuns: runs },
      );
    },
  );
});
