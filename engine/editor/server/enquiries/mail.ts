/**
 * The message that tells staff an enquiry arrived, through the practice's own SMTP server (nodemailer). It names
 * the kind of form and nothing of what was written: an e-mail passes through servers the practice does not
 * control, so the enquiry itself is read only in the editor, after signing in.
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

/**
 * The SMTP settings: the environment (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM, SMTP_SECURE), else
 * mail.json in the data folder (the same names, lower case: host, port, user, pass, from, secure). Null when
 * neither names a host: nobody is e-mailed, and the inbox still works.
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

/** The words of the message: the form's kind, "sign in to read it", the editor's address. */
export function noticeOf(formLabel: string, editorOrigin: string): { subject: string; text: string } {
  const what = `A new ${formLabel}`;
  return {
    subject: `${what}: sign in to read it`,
    text: `${what} has arrived. Sign in to read it:\n\n${editorOrigin}/#/enquiries\n\nThis message holds no part of the enquiry, on purpose: it is read only in the editor.\n`,
  };
}

export async function sendNotice(settings: MailSettings, to: string[], notice: { subject: string; text: string }): Promise<void> {
  if (to.length === 0) return;
  const transport = nodemailer.createTransport({
    host: settings.host, port: settings.port, secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? "" } } : {}),
    // Tests and a practice's own relay on loopback may present a certificate of their own.
    tls: { rejectUnauthorized: !["127.0.0.1", "localhost", "::1"].includes(settings.host) },
  });
  try {
    await transport.sendMail({ from: settings.from, bcc: to, subject: notice.subject, text: notice.text });
  } finally {
    transport.close();
  }
}
