// The provider's message table. Envelope messages and per-field errors follow the
// request's Accept-Language; zh-CN is the product default, en-US the fallback
// (SPEC §9), matching the site.
import type { FieldMessageKey } from "#openapi/field-errors.ts";

export const locales = ["zh-CN", "en-US"] as const;
export type Locale = (typeof locales)[number];

const enUS = {
  ok: "OK",
  "ok.loggedIn": "Signed in",
  "ok.registered": "Account created",
  "ok.codeSent": "Verification code sent",
  "ok.loggedOut": "Signed out",
  "ok.profileUpdated": "Profile updated",
  "ok.passwordChanged": "Password changed; other sessions were signed out",
  "ok.inquiryReceived": "Message sent, we will contact you soon",
  "error.invalidJson": "The request body is not valid JSON",
  "error.validation": "Some fields are invalid",
  "error.invalidCredentials": "Incorrect account or password",
  "error.codeInvalid": "The verification code is incorrect",
  "error.codeExpired": "The verification code has expired; request a new one",
  "error.codeAttemptsExceeded": "Too many wrong codes; request a new one",
  "error.wrongPassword": "The current password is incorrect",
  "error.unauthenticated": "Please sign in",
  "error.accountDisabled": "This account is disabled",
  "error.notFound": "The requested resource does not exist",
  "error.methodNotAllowed": "This method is not allowed here",
  "error.usernameTaken": "This username is already taken",
  "error.emailTaken": "This e-mail is already registered",
  "error.phoneTaken": "This phone number is already registered",
  "error.payloadTooLarge": "The request body is too large",
  "error.unsupportedMediaType": "Send the request body as application/json",
  "error.rateLimited": "Too many requests; try again in {seconds} s",
  "error.resendTooSoon":
    "Please wait {seconds} s before requesting another code",
  "error.internal": "Server error",
  "error.mailFailed": "The e-mail could not be sent; try again later",
  "field.required": "Required",
  "field.type": "Must be a {expected}",
  "field.tooShort": "At least {min} characters",
  "field.tooLong": "At most {max} characters",
  "field.unknown": "Unknown field",
  "field.email": "Enter a valid e-mail address",
  "field.url": "Enter a valid http(s) URL",
  "field.phone": "Enter a valid phone number",
  "field.invalid": "Invalid value",
  "field.username":
    "3–32 characters: a letter first, then letters, digits, _ . or -",
  "field.password": "8–128 characters with at least one letter and one digit",
  "field.passwordUnchanged":
    "The new password must differ from the current one",
  "field.passwordMismatch": "The two passwords do not match",
  "field.code": "Enter the 6-digit code",
  "field.agreeTerms": "You must accept the terms of service and privacy policy",
  "field.emailOrPhone": "Enter an e-mail address or a phone number",
  "field.atLeastOne": "Send at least one field to change",
  "body.object": "The request body must be a JSON object",
  "mail.code.subject": "Your verification code: {code}",
  "mail.code.text":
    "Your verification code is {code}. It expires in {minutes} minutes.\n\nIf you did not request it, ignore this e-mail.",
  "mail.accountExists.subject": "You already have an account",
  "mail.accountExists.text":
    "You already have an account with this e-mail address; sign in, or ignore this e-mail if it wasn't you.",
} as const;

export type MessageKey = keyof typeof enUS;

// Every key the shared payload schemas can produce must have a text here.
type MissingFieldKeys = Exclude<FieldMessageKey, MessageKey>;
const everyFieldKeyTranslated: MissingFieldKeys extends never
  ? true
  : MissingFieldKeys = true;
void everyFieldKeyTranslated;

const zhCN: Record<MessageKey, string> = {
  ok: "成功",
  "ok.loggedIn": "登录成功",
  "ok.registered": "注册成功",
  "ok.codeSent": "验证码已发送",
  "ok.loggedOut": "已退出登录",
  "ok.profileUpdated": "资料已更新",
  "ok.passwordChanged": "密码已修改，其他设备已退出登录",
  "ok.inquiryReceived": "消息已发送，我们会尽快联系您",
  "error.invalidJson": "请求体不是有效的 JSON",
  "error.validation": "部分字段填写有误",
  "error.invalidCredentials": "账号或密码错误",
  "error.codeInvalid": "验证码错误",
  "error.codeExpired": "验证码已过期，请重新获取",
  "error.codeAttemptsExceeded": "验证码错误次数过多，请重新获取",
  "error.wrongPassword": "当前密码错误",
  "error.unauthenticated": "请先登录",
  "error.accountDisabled": "该账号已被停用",
  "error.notFound": "请求的资源不存在",
  "error.methodNotAllowed": "不支持该请求方法",
  "error.usernameTaken": "用户名已被占用",
  "error.emailTaken": "该邮箱已注册",
  "error.phoneTaken": "该手机号已注册",
  "error.payloadTooLarge": "请求体过大",
  "error.unsupportedMediaType": "请以 application/json 格式发送请求体",
  "error.rateLimited": "请求过于频繁，请 {seconds} 秒后再试",
  "error.resendTooSoon": "请 {seconds} 秒后再获取验证码",
  "error.internal": "服务器错误",
  "error.mailFailed": "邮件发送失败，请稍后再试",
  "field.required": "必填",
  "field.type": "应为 {expected} 类型",
  "field.tooShort": "至少 {min} 个字符",
  "field.tooLong": "最多 {max} 个字符",
  "field.unknown": "未知字段",
  "field.email": "请输入有效的邮箱地址",
  "field.url": "请输入有效的 http(s) 链接",
  "field.phone": "请输入有效的手机号",
  "field.invalid": "无效的值",
  "field.username": "3–32 个字符：以字母开头，可包含字母、数字、_ . -",
  "field.password": "8–128 个字符，至少包含一个字母和一个数字",
  "field.passwordUnchanged": "新密码不能与当前密码相同",
  "field.passwordMismatch": "两次输入的密码不一致",
  "field.code": "请输入 6 位验证码",
  "field.agreeTerms": "请同意服务条款和隐私政策",
  "field.emailOrPhone": "请填写邮箱或手机号",
  "field.atLeastOne": "请至少修改一个字段",
  "body.object": "请求体必须是 JSON 对象",
  "mail.code.subject": "您的验证码：{code}",
  "mail.code.text":
    "您的验证码是 {code}，{minutes} 分钟内有效。\n\n如果不是您本人操作，请忽略此邮件。",
  "mail.accountExists.subject": "您已有账号",
  "mail.accountExists.text":
    "该邮箱已注册账号，请直接登录；如果不是您本人操作，请忽略此邮件。",
};

const tables: Record<Locale, Record<MessageKey, string>> = {
  "en-US": enUS,
  "zh-CN": zhCN,
};

export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return tables[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Picks the locale from an Accept-Language header: the first supported language
 * by preference; no header means the product default (zh-CN), a header naming
 * only unsupported languages gets the fallback (en-US).
 */
export function negotiateLocale(header: string | undefined | null): Locale {
  if (!header || header.trim() === "" || header.trim() === "*") return "zh-CN";
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...rest] = part.trim().split(";");
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === "*") return "zh-CN";
    const primary = tag.split("-")[0];
    if (primary === "zh") return "zh-CN";
    if (primary === "en") return "en-US";
  }
  return "en-US";
}
