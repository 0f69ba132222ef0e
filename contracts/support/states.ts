// Provider states, in plain English, with the data they name. The consumer
// tests and the reference provider's state handlers both import these, so a
// typo cannot split them; contracts/README.md lists them for the backend team.

export const alice = {
  username: "alice",
  password: "Secret123",
  email: "alice@example.com",
  phone: "13800000001",
  realName: "Alice Liddell",
} as const;

/** Another member, whose phone number alice cannot take. */
export const bob = {
  username: "bob",
  email: "bob@example.com",
  phone: "13900000000",
} as const;

/** Someone signing up. */
export const carol = {
  username: "carol",
  email: "carol@example.com",
  password: "Carol2024!",
  code: "123456",
} as const;

export const states = {
  nobodySignedIn: "no member is signed in",
  aliceExists: "a member alice with password Secret123 exists",
  aliceDisabled:
    "a member alice with password Secret123 exists and is disabled",
  aliceLockedOut: "a member alice has failed to sign in 5 times",
  aliceSignedIn: "alice is signed in",
  aliceRevoked: "alice's token has been revoked",
  bobHasPhone: "alice is signed in and bob uses the phone 13900000000",
  aliceWrongPasswords:
    "alice is signed in and has entered a wrong current password 5 times",
  carolUnknown: "no account uses carol@example.com",
  carolCodeSent: "the verification code 123456 was sent to carol@example.com",
  carolCodeExpired:
    "the verification code 123456 sent to carol@example.com has expired",
  carolCodeJustSent: "a verification code was just sent to carol@example.com",
  inquiriesExhausted: "5 inquiries have been sent from this client in the hour",
  aliceMemberArea: "alice is signed in and has orders, sites and messages",
} as const;

export type StateName = (typeof states)[keyof typeof states];

/** States that hand the consumer a bearer token (Pact provider-state values). */
export const tokenExpression = "Bearer ${token}";

/**
 * What "alice … has orders, sites and messages" answers besides `token`: the
 * ids of an order in maintenance with all payments made, of the site it built,
 * and of an unread message. Requests put them in their paths.
 */
export const memberAreaIds = ["orderId", "siteId", "messageId"] as const;
