import { startMailbox } from "./support/mailbox";

/** The local SMTP server the site sends verification codes to during the run. */
export default async function globalSetup() {
  return startMailbox();
}
