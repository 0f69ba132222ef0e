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
