import { useEffect } from "react";

/** Marks <html data-hydrated> once React owns the page, so browser tests know when to interact. */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
