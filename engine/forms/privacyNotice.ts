/**
 * What a form tells visitors about the details they send, in words: from site.config.json's forms (each form's
 * entry in "privacy", with the site-wide retention and privacy page) and the engine's strings. The form's note
 * next to its button and the privacy page's block say the same sentence, made here. No Node code: the browser's
 * form imports it.
 */
import type { SiteConfig } from "../schema/site";
import type { FormPrivacy } from "../schema/formPrivacy";
import { fillIn } from "../ui/fillIn";

export interface PrivacyNotice {
  entry: FormPrivacy;
  /** Months kept: the entry's own, else the site's (the validator refuses an entry that neither gives). */
  months: number;
  /** The privacy page it links to: the entry's own, else the site's. */
  page: string | undefined;
}

/** The notice of the form named `form`, or undefined when site.config.json has no entry for it. */
export function privacyNoticeOf(site: Pick<SiteConfig, "forms">, form: string): PrivacyNotice | undefined {
  const entry = site.forms.privacy.find((candidate) => candidate.name === form);
  if (!entry) return undefined;
  return { entry, months: entry.retentionMonths ?? site.forms.retentionMonths ?? 0, page: entry.privacyPage ?? site.forms.privacyPage };
}

/** "12 months", "1 month", in the site's words. */
export function monthsInWords(months: number, strings: SiteConfig["strings"]): string {
  return months === 1 ? strings.formPrivacyMonth : fillIn(strings.formPrivacyMonths, { months });
}

/** "What you send goes to …, to call you back about your enquiry, and is kept for 12 months." */
export function privacySentence(notice: PrivacyNotice, site: Pick<SiteConfig, "name" | "strings">): string {
  const { entry } = notice;
  const template = entry.receiver.role === "controller" ? site.strings.formPrivacyController : site.strings.formPrivacyProcessor;
  return fillIn(template, {
    receiver: entry.receiver.name,
    controller: site.name,
    purpose: entry.purpose,
    retention: monthsInWords(notice.months, site.strings),
  });
}

/** For a processor with a contract: "Google Workspace holds it under …." */
export function contractSentence(notice: PrivacyNotice, site: Pick<SiteConfig, "strings">): string | undefined {
  const { receiver } = notice.entry;
  return receiver.role === "processor" && receiver.contract ? fillIn(site.strings.formPrivacyContract, { receiver: receiver.name, contract: receiver.contract }) : undefined;
}
