// One zod schema per request payload of provider.yaml (same names, bounds and
// patterns), shared by the provider (authoritative check) and the site (early
// feedback). provider/fuzz.test.ts checks that every request the document calls
// invalid is rejected. Error messages are field message keys
// (field-errors.ts), translated by whoever shows them. Browser-safe.
import { z } from "zod";

export const usernamePattern = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;
export const phonePattern = /^\+?[0-9]{6,15}$/;
/** Contact forms get typed phone numbers: allow spaces and hyphens inside. */
export const inquiryPhonePattern = /^\+?[0-9][0-9 -]{4,22}[0-9]$/;
export const codePattern = /^[0-9]{6}$/;

const email = z
  .email({ error: "field.email" })
  .max(254, { error: "field.tooLong" });

const password = z
  .string()
  .min(8, { error: "field.password" })
  .max(128, { error: "field.password" })
  .regex(/[A-Za-z]/, { error: "field.password" })
  .regex(/[0-9]/, { error: "field.password" });

export const loginRequest = z.strictObject({
  // A username, a phone number or an e-mail address.
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
  remember: z.boolean().optional(),
});

export const registerRequest = z.strictObject({
  username: z.string().regex(usernamePattern, { error: "field.username" }),
  email,
  password,
  code: z.string().regex(codePattern, { error: "field.code" }),
  agreeTerms: z.literal(true, { error: "field.agreeTerms" }),
});

export const sendCodeRequest = z.strictObject({ email });

export const profileUpdate = z
  .strictObject({
    realName: z.string().trim().min(1).max(64).nullable().optional(),
    email: email.optional(),
    phone: z
      .string()
      .regex(phonePattern, { error: "field.phone" })
      .nullable()
      .optional(),
    avatar: z
      .url({ protocol: /^https?$/, error: "field.url" })
      .max(2048, { error: "field.tooLong" })
      .nullable()
      .optional(),
  })
  .refine((value) => Object.keys(value).length > 0, {
    error: "field.atLeastOne",
  });

export const passwordChange = z
  .strictObject({
    oldPassword: z.string().min(1).max(128),
    newPassword: password,
  })
  .refine((value) => value.oldPassword !== value.newPassword, {
    error: "field.passwordUnchanged",
    path: ["newPassword"],
  });

/** Empty strings from the contact form mean "not given". */
const optionalText = (max: number) =>
  z.string().trim().max(max).nullable().optional();

export const inquiryRequest = z
  .strictObject({
    name: optionalText(100),
    email: z
      .union([z.literal(""), email])
      .nullable()
      .optional(),
    phone: z
      .union([
        z.literal(""),
        z.string().regex(inquiryPhonePattern, { error: "field.phone" }),
      ])
      .nullable()
      .optional(),
    company: optionalText(200),
    message: z.string().trim().min(1).max(5000),
    // Honeypot: hidden from people, filled in by bots.
    website: z.string().max(2048).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.phone) {
      ctx.addIssue({
        code: "custom",
        message: "field.emailOrPhone",
        path: ["email"],
      });
      ctx.addIssue({
        code: "custom",
        message: "field.emailOrPhone",
        path: ["phone"],
      });
    }
  });

/** The sign-up form: the payload plus the repeated password, checked in the browser only. */
export const registerForm = registerRequest
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    error: "field.passwordMismatch",
    path: ["confirmPassword"],
    // Report a mismatch together with the other fields' problems, not after them.
    when: ({ value }) => {
      const { password, confirmPassword } = value as Record<string, unknown>;
      return (
        typeof password === "string" && typeof confirmPassword === "string"
      );
    },
  });

/** The change-password form: the payload plus the repeated new password, checked in the browser only. */
export const passwordChangeForm = z
  .strictObject({
    oldPassword: z.string().min(1).max(128),
    newPassword: password,
    confirmPassword: z.string(),
  })
  .refine((value) => value.oldPassword !== value.newPassword, {
    error: "field.passwordUnchanged",
    path: ["newPassword"],
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: "field.passwordMismatch",
    path: ["confirmPassword"],
  });

// ---- the member area: enums and query strings ---------------------------------

/** An order's stages, in the order a project goes through them. */
export const orderStatuses = [
  "requirements_confirmed",
  "in_development",
  "acceptance",
  "launched",
  "in_maintenance",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderKinds = ["website", "app", "software", "product"] as const;
/** The three payment milestones: 40 %, 30 %, 30 % (SPEC §1, §9). */
export const paymentStages = ["deposit", "development", "final"] as const;
export const paymentStatuses = ["paid", "due", "upcoming"] as const;
export const siteStatuses = ["building", "active", "suspended"] as const;
export const sitePlans = ["starter", "professional", "enterprise"] as const;
export const messageCategories = [
  "order",
  "site",
  "billing",
  "system",
] as const;

/** A path id: anything that is not a UUID names no resource (404, not 400). */
export const resourceId = z.uuid();

/** Query strings arrive as text; digits only, so "1e3" or " 2" are refused. */
const positiveInt = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^[0-9]{1,6}$/, { error: "field.invalid" })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: "field.invalid" }).max(max))
    .default(fallback);

const pagination = {
  page: positiveInt(10_000, 1),
  pageSize: positiveInt(50, 10),
};

export const orderListQuery = z.strictObject({
  ...pagination,
  status: z.enum(orderStatuses, { error: "field.invalid" }).optional(),
});

export const messageListQuery = z.strictObject({
  ...pagination,
  filter: z.enum(["all", "unread"], { error: "field.invalid" }).default("all"),
});
