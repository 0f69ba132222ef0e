import { useEffect } from "react";
import { loadUserInfo } from "./session";

/** §4 start-up: a saved token without user info loads it (failure clears it). */
export function useLoadUserInfoOnStart() {
  useEffect(() => {
    void loadUserInfo();
  }, []);
}
