// Schema-driven fuzzing: requests generated from the request schemas of
// openapi/provider.yaml (valid ones and broken variants) for every operation,
// over real HTTP. Fails on any 5xx, any status the operation does not
// document, any body that does not match the documented response schema, and
// any request the document calls invalid that is not answered 4xx. Path ids
// and query parameters are generated too (valid, foreign and broken ones).
// FUZZ_RUNS sets the cases per operation (default 60).
import { readFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parse } from "yaml";
import { createSession } from "./auth/sessions.ts";
import { seedMemberArea } from "./db/seed-member-area.ts";
import { defaultRateLimits, type RateLimits } from "./rate-limit.ts";
import { describeEachDatabase } from "./test/databases.ts";
import { messages, orders, sites } from "./db/schema.ts";
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
  /** Query parameters, by name. */
  query: Map<string, { schema: Schema; validate: ValidateFunction }>;
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
    const query = new Map<
      string,
      { schema: Schema; validate: ValidateFunction }
    >();
    ((op.parameters ?? []) as Schema[]).forEach((reference, index) => {
      const parameter = resolve(reference);
      if (parameter.in !== "query") return;
      const pointer =
        typeof reference.$ref === "string"
          ? (reference.$ref as string).slice(1)
          : `${base}/parameters/${index}`;
      query.set(parameter.name as string, {
        schema: parameter.schema as Schema,
        validate: validatorAt(`${pointer}/schema`),
      });
    });
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
      query,
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

/** Query strings: each parameter left out, valid, or broken; now and then an unknown or repeated one. */
function queryFor(op: Operation): fc.Arbitrary<Array<[string, string]>> {
  const broken = fc.constantFrom(
    "",
    "abc",
    "0",
    "-1",
    "1.5",
    "1e2",
    " 2",
    "99999999",
    "\u0000",
  );
  const perParameter = [...op.query].map(([name, { schema }]) =>
    fc
      .oneof(fc.constant(undefined), valueFor(schema).map(String), broken)
      .map((value) =>
        value === undefined ? [] : [[name, value] as [string, string]],
      ),
  );
  const extra = fc.constantFrom<Array<[string, string]>>(
    [],
    [],
    [],
    [["unexpected", "1"]],
    ...[...op.query.keys()].map((name): Array<[string, string]> => [
      [name, "1"],
      [name, "2"],
    ]),
  );
  return fc
    .tuple(fc.tuple(...perParameter), extra)
    .map(([pairs, more]) => [...pairs.flat(), ...more]);
}

/** Whether the document accepts a query: known names, once each, values valid after coercing digits. */
function queryAccepted(op: Operation, pairs: Array<[string, string]>) {
  const names = pairs.map(([name]) => name);
  if (new Set(names).size !== names.length) return false;
  return pairs.every(([name, value]) => {
    const parameter = op.query.get(name);
    if (!parameter) return false;
    const typed =
      parameter.schema.type === "integer"
        ? /^[0-9]+$/.test(value)
          ? Number(value)
          : value
        : value;
    return parameter.validate(typed);
  });
}

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
  let ownIds: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(database(), { limits: unlimited });
    userId = (await createMember(database())).id;
    // Orders, sites and messages of its own and of another member, so path
    // ids name real resources, some of them foreign.
    const other = await createMember(database());
    for (const [index, id] of [userId, other.id].entries()) {
      await seedMemberArea(database().db, id, {
        now: server.clock.now(),
        numberPrefix: `FUZZ${index}`,
      });
    }
    const db = database().db;
    ownIds = [
      ...(await db.select({ id: orders.id }).from(orders)),
      ...(await db.select({ id: sites.id }).from(sites)),
      ...(await db.select({ id: messages.id }).from(messages)),
    ].map((row) => row.id);
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
        "getDashboard",
        "listOrders",
        "getOrder",
        "listSites",
        "getSite",
        "listMessages",
        "getUnreadCount",
        "markMessageRead",
        "markAllMessagesRead",
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

      const pathId = fc.oneof(
        fc.constantFrom(...ownIds),
        fc.uuid(),
        fc.constantFrom("x", "1", "not-a-uuid", "中文", " ", "%", "'--"),
      );
      const query = op.query.size
        ? queryFor(op)
        : fc.constant<Array<[string, string]>>([]);

      await fc.assert(
        fc.asyncProperty(
          body,
          auth,
          languages,
          pathId,
          query,
          async (body, auth, language, id, queryPairs) => {
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

            const search = new URLSearchParams(queryPairs).toString();
            const path =
              op.path.replace("{id}", encodeURIComponent(id)) +
              (search ? `?${search}` : "");
            const response = await fetch(`${server.baseUrl}/api${path}`, {
              method: op.method,
              headers,
              body: payload,
            });
            const text = await response.text();
            const where = `${op.method} ${path} ${payload?.slice(0, 300)} → ${response.status} ${text.slice(0, 500)}`;

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
            if (op.query.size && !queryAccepted(op, queryPairs)) {
              expect(
                response.status,
                `the document rejects this query: ${where}`,
              ).toBeGreaterThanOrEqual(400);
            }
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
