import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { showToast } from "#app/ui/toast";
import {
  registerServiceWorker,
  savePageForOffline,
} from "./register-service-worker";

/** Production only: the worker caches built assets, which development does not have. */
export function useServiceWorker() {
  const intl = useIntl();
  const location = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    void registerServiceWorker((message) =>
      showToast(intl.formatMessage(message), "success"),
    );
    // Registered once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // The first page arrived as a navigation, which the worker saw itself.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (import.meta.env.PROD) savePageForOffline(window.location.href);
  }, [location.pathname, location.search]);
}
