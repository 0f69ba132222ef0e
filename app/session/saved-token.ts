import { useSyncExternalStore } from "react";

// Whether a member token is saved, without loading the session module: the
// header needs only this to choose between the guest buttons and the member
// menu, and guests then never download the session code (valtio, API client).

/** localStorage key of the member's token (§3). */
export const tokenStorageKey = "token";
const changeEvent = "picks:session-change";

export function hasSavedToken(): boolean {
  try {
    return Boolean(localStorage.getItem(tokenStorageKey));
  } catch {
    return false;
  }
}

/** Called by the session whenever it saves or removes the token. */
export function announceSessionChange() {
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(onChange: () => void) {
  window.addEventListener(changeEvent, onChange);
  // Another tab signed in or out.
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Signed out on the server and while hydrating, like the session itself. */
export function useHasSavedToken(): boolean {
  return useSyncExternalStore(subscribe, hasSavedToken, () => false);
}
