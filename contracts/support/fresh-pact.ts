// Pact merges new interactions into an existing file, so a deleted or renamed
// interaction would linger: start every consumer run from an empty pact.
import { rmSync } from "node:fs";
import { pactFile } from "./participants.ts";

export default function freshPact() {
  rmSync(pactFile, { force: true });
}
