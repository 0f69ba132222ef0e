import { useSyncExternalStore } from "react";
import { proxy, snapshot, subscribe } from "valtio/vanilla";
import { createProviderClient } from "#app/api/client";
import { ProviderError, unwrap } from "#app/api/envelope";
import type { components } from "#app/api/provider";
import {
  announceSessionChange,
  tokenStorageKey as tokenKey,
} from "./saved-token";

export type UserInfo = components["schemas"]["UserInfo"];
export type LoginResult = components["schemas"]["LoginResult"];
type SessionState = {
  token: string | null;
  userInfo: UserInfo | null;
  /** Unread messages, for the header badge; 0 until loaded. */
  unreadCount: number;
};

const signedOut: Readonly<SessionState> = Object.freeze({
  token: null,
  userInfo: null,
  unreadCount: 0,
});

/**
 * The member's session lives only in the browser: the token in localStorage
 * (§3), both in a valtio proxy. The server never holds one, so no member's
 * data can leak between requests.
 */
let state: SessionState | undefined;
function session(): SessionState {
  if (typeof window === "undefined")
    throw new Error("The session exists only in the browser.");
  state ??= proxy<SessionState>({
    token: readToken(),
    userInfo: null,
    unreadCount: 0,
  });
  return state;
}

/** Snapshot for rendering; signed out on the server and while hydrating. */
export function useSession(): Readonly<SessionState> {
  return useSyncExternalStore(
    (onChange) => subscribe(session(), onChange),
    () => snapshot(session()) as Readonly<SessionState>,
    () => signedOut,
  );
}

export function getToken(): string | null {
  return typeof window === "undefined" ? null : session().token;
}

export function hasUserInfo(): boolean {
  return session().userInfo !== null;
}

/** The browser's client of the provider: same-origin /api, the session's token. */
export const api = createProviderClient({
  getToken,
  getLocale: () =>
    typeof document === "undefined" ? undefined : document.documentElement.lang,
});

/** Logged out → logged in (§4). */
export function signIn({ token, userInfo }: LoginResult) {
  const current = session();
  current.token = token;
  current.userInfo = userInfo;
  writeToken(token);
  void refreshUnreadCount();
}

export function clearSession() {
  const current = session();
  current.token = null;
  current.userInfo = null;
  current.unreadCount = 0;
  writeToken(null);
}

export function setUserInfo(userInfo: UserInfo) {
  session().userInfo = userInfo;
}

/** The header badge; the messages screen sets it from each answer it gets. */
export function setUnreadCount(count: number) {
  session().unreadCount = count;
}

/** Loads the real unread count for the badge; a failure keeps the last one. */
export async function refreshUnreadCount(): Promise<void> {
  if (!session().token) return;
  try {
    const { unreadCount } = await unwrap(api.GET("/web/messages/unread-count"));
    setUnreadCount(unreadCount);
  } catch (error) {
    // A 401 is handled by whoever loads the user info; the badge is not worth more.
    console.warn("unread count", error);
  }
}

/**
 * A token without user info loads it; on failure the user info is cleared
 * (§4, §8). Resolves true when the user info is there afterwards.
 */
export async function loadUserInfo(): Promise<boolean> {
  const current = session();
  if (!current.token) return false;
  if (current.userInfo) return true;
  try {
    current.userInfo = await unwrap(api.GET("/web/users/info"));
    void refreshUnreadCount();
    return true;
  } catch (error) {
    console.warn("获取用户信息失败", error);
    current.userInfo = null;
    if (error instanceof ProviderError && error.kind === "unauthorized")
      clearSession();
    return false;
  }
}

/**
 * Calls the server, then always clears (§4). Resolves where to go: /login when
 * the server confirmed, / when it failed.
 */
export async function signOut(): Promise<"/login" | "/"> {
  try {
    await unwrap(api.POST("/auth/logout"));
    return "/login";
  } catch (error) {
    console.warn("退出登录失败", error);
    return "/";
  } finally {
    clearSession();
  }
}

function readToken(): string | null {
  try {
    return localStorage.getItem(tokenKey);
  } catch {
    return null;
  }
}

function writeToken(token: string | null) {
  try {
    if (token) localStorage.setItem(tokenKey, token);
    else localStorage.removeItem(tokenKey);
  } catch {
    // Storage unavailable: the session lasts as long as the page.
  }
  announceSessionChange();
}
