/**
 * The practice's own SMTP server, as the operator set it up, and one message sent through it (nodemailer). Shared
 * by everything the editor tells staff by e-mail (enquiries/mail.ts, notices/tell.ts): each message says only that
 * something waits in the editor, never what, since an e-mail passes through servers the practice does not control.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";

export interface MailSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
}

export interface MailMessage {
  subject: string;
  text: string;
}

/**
 * The SMTP settings: the environment (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM, SMTP_SECURE), else
 * mail.json in the data folder (the same names, lower case: host, port, user, pass, from, secure). Null when
 * neither names a host: nobody is e-mailed, and the editor works as before.
 */
export function mailSettings(env: NodeJS.ProcessEnv, dataFolder: string): MailSettings | null {
  let file: Record<string, unknown> = {};
  try {
    file = JSON.parse(readFileSync(join(dataFolder, "mail.json"), "utf8")) as Record<string, unknown>;
  } catch {
    // No mail.json: the environment alone.
  }
  const pick = (name: string) => env[`SMTP_${name.toUpperCase()}`] ?? (file[name] === undefined ? undefined : String(file[name]));
  const host = pick("host");
  if (!host) return null;
  const port = Number(pick("port") ?? 587);
  const secure = pick("secure") === "true" || pick("secure") === "1" || (pick("secure") === undefined && port === 465);
  const user = pick("user");
  const pass = pick("pass");
  return { host, port, secure, from: pick("from") ?? `editor@${host}`, ...(user ? { user } : {}), ...(pass ? { pass } : {}) };
}

/** One message to `to` (as Bcc: the people told do not learn each other's addresses); nothing when nobody is given. */
export async function sendMail(settings: MailSettings, to: string[], message: MailMessage): Promise<void> {
  if (to.length === 0) return;
  const transport = nodemailer.createTransport({
    host: settings.host, port: settings.port, secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? "" } } : {}),
    // Tests and a practice's own relay on loopback may present a certificate of their own.
    tls: { rejectUnauthorized: !["127.0.0.1", "localhost", "::1"].includes(settings.host) },
    // A mail server that does not answer is given up on in a minute, not held open for the default ten.
    connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000,
  });
  try {
    await transport.sendMail({ from: settings.from, bcc: to, subject: message.subject, text: message.text });
  } finally {
    transport.close();
  }
}
