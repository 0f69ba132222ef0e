// Provider verification: replays the committed pact against a provider.
//   npm run contracts:verify                       the reference provider (provider/)
//   PROVIDER_BASE_URL=https://… npm run contracts:verify   any provider, by URL;
//     PROVIDER_STATES_URL names its state-change endpoint (contracts/README.md).
import { Verifier, type VerifierOptions } from "@pact-foundation/pact";
import { pactFile, providerName } from "./support/participants.ts";
import {
  startReferenceProvider,
  type ReferenceProvider,
} from "./verify/reference-provider.ts";
import { stateHandlers } from "./verify/state-handlers.ts";

const externalUrl = process.env.PROVIDER_BASE_URL;
const statesUrl = process.env.PROVIDER_STATES_URL;

/** The pact's paths already start with /api: accept the API URL or its origin. */
function originOf(url: string) {
  return url.replace(/\/+$/, "").replace(/\/api$/, "");
}

async function options(
  local: ReferenceProvider | undefined,
): Promise<VerifierOptions> {
  const common = {
    provider: providerName,
    pactUrls: [pactFile],
    logLevel: "warn" as const,
  };
  if (local)
    return {
      ...common,
      providerBaseUrl: local.baseUrl,
      stateHandlers: stateHandlers(local),
    };
  if (!statesUrl)
    console.warn(
      "contracts:verify: PROVIDER_STATES_URL is not set; provider states will not be set up",
    );
  return {
    ...common,
    providerBaseUrl: originOf(externalUrl!),
    // Pact's state-change URL: it POSTs { state, params, action } ("setup",
    // later "teardown") around each interaction and injects the JSON answer
    // to setup (e.g. { token }) into the request.
    ...(statesUrl
      ? { providerStatesSetupUrl: statesUrl, providerStatesSetupBody: true }
      : {}),
  };
}

const started = Date.now();
const local = externalUrl ? undefined : await startReferenceProvider();
try {
  await new Verifier(await options(local)).verifyProvider();
  console.log(
    `contracts:verify: ${externalUrl ?? "reference provider"} honours ${pactFile} (${Date.now() - started} ms)`,
  );
} catch (error) {
  // The verifier has printed each failure; its error repeats them as JSON.
  const summary = (error as Error).message.split("\n")[0]!.slice(0, 200);
  console.error(`contracts:verify: FAILED (failures above): ${summary}`);
  process.exitCode = 1;
} finally {
  await local?.close();
}
