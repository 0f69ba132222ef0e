import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 42525);
/** Shared by the SMTP server (global setup) and the test workers. */
const mailDir = path.join(tmpdir(), `picks-e2e-mail-${smtpPort}`);

/** A real SMTP server on 127.0.0.1 that files every e-mail the site sends. */
export async function startMailbox() {
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((recipient) =>
          recipient.address.toLowerCase(),
        );
        const file = path.join(mailDir, `${Date.now()}-${count++}.json`);
        writeFileSync(
          file,
          JSON.stringify({ to, raw: Buffer.concat(chunks).toString("utf8") }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) =>
    server.listen(smtpPort, "127.0.0.1", resolve),
  );
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The 6-digit code of the newest e-mail to `address`, waiting for it to arrive. */
export async function readCodeSentTo(
  address: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readdirSync(mailDir)
      .sort()
      .map(
        (file) =>
          JSON.parse(readFileSync(path.join(mailDir, file), "utf8")) as {
            to: string[];
            raw: string;
          },
      )
      .filter((mail) => mail.to.includes(address.toLowerCase()));
    const body = mails
      .at(-1)
      ?.raw.split(/\r?\n\r?\n/)
      .slice(1)
      .join("\n");
    const code = body ? /\b(\d{6})\b/.exec(body)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline)
      throw new Error(`no verification e-mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
