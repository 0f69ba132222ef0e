// Outgoing e-mail: SMTP through nodemailer when SMTP_URL is set, otherwise the
// message is written to the server log so a developer can sign up locally.
import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type Logger = Pick<Console, "info" | "error">;

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      // Quoted-printable keeps the code readable in the raw message.
      await transport.sendMail({
        from,
        ...message,
        textEncoding: "quoted-printable",
      });
    },
    close: () => transport.close(),
  };
}

export function createLogMailer(log: Logger, from: string): Mailer {
  return {
    async send({ to, subject, text }) {
      log.info(
        `[provider mail] no SMTP_URL set; this e-mail was not sent:\nFrom: ${from}\nTo: ${to}\nSubject: ${subject}\n\n${text}\n`,
      );
    },
    close() {},
  };
}
