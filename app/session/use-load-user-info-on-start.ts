import { useEffect } from "react";
import { hasSavedToken } from "./saved-token";

/**
 * §4 start-up: a saved token without user info loads it (failure clears it).
 * The session module is fetched only when there is a token to use.
 */
export function useLoadUserInfoOnStart() {
  useEffect(() => {
    if (hasSavedToken())
      void import("./session").then(({ loadUserInfo }) => loadUserInfo());
  }, []);
}
