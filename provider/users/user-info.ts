import type { users } from "../db/schema.ts";

/** The UserInfo schema of openapi/provider.yaml: what a member may see of themselves. */
export function toUserInfo(user: typeof users.$inferSelect) {
  return {
    id: user.id,
    username: user.username,
    realName: user.realName,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    createdAt: user.createdAt.toISOString(),
  };
}
