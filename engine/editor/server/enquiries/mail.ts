/**
 * The message that tells staff an enquiry arrived, through the practice's own SMTP server (mail/smtp.ts). It names
 * the kind of form and nothing of what was written: an e-mail passes through servers the practice does not
 * control, so the enquiry itself is read only in the editor, after signing in.
 */
import type { MailMessage } from "../mail/smtp";

export { mailSettings, sendMail as sendNotice } from "../mail/smtp";

/** The words of the message: the form's kind, "sign in to read it", the editor's address. */
export function noticeOf(formLabel: string, editorOrigin: string): MailMessage {
  const what = `A new ${formLabel}`;
  return {
    subject: `${what}: sign in to read it`,
    text: `${what} has arrived. Sign in to read it:\n\n${editorOrigin}/#/enquiries\n\nThis message holds no part of the enquiry, on purpose: it is read only in the editor.\n`,
  };
}
