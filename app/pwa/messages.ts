import { defineMessage } from "react-intl";

export const offlineReadyMessage = defineMessage({
  id: "pwa.offlineReady",
  defaultMessage: "This site is now ready to work offline.",
});
