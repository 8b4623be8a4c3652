/** The feedback form on /feedback (spec sections 3, 5, 7, 8). */
import { useId } from "react";
import { useSite } from "../app/SiteContext";
import { feedbackForm } from "./definitions";
import { CheckboxField, Fields, FormActions, FormPanel, RequiredNote, RequiredMark, TextAreaField, TextField } from "./Field";
import { NoScriptNote } from "./NoScriptNote";
import { SpamTrap } from "./SpamTrap";
import { useEnquiryForm, useHydrated, type FormMessages } from "./useEnquiryForm";

export const FEEDBACK_MESSAGES: FormMessages = {
  success: {
    title: "Feedback Submitted",
    description: "Thank you for your feedback. We will review and respond as soon as possible.",
    variant: "success",
  },
  failure: {
    title: "Submission Error",
    description: "There was a problem submitting your feedback. Please try again.",
    variant: "error",
  },
};

export function FeedbackForm({ labelledBy }: { labelledBy?: string }) {
  const site = useSite();
  const id = useId();
  const hydrated = useHydrated();
  const { values, errors, summary, status, change, submit, fieldRef } = useEnquiryForm(feedbackForm, FEEDBACK_MESSAGES);
  const common = (name: keyof typeof values & string) => ({
    id: `${id}-${name}`,
    name,
    error: errors[name],
    controlRef: fieldRef(name),
  });

  return (
    <FormPanel noValidate method="post" aria-labelledby={labelledBy} aria-busy={status === "sending"} onSubmit={submit}>
      <NoScriptNote />
      <SpamTrap idPrefix={id} />
      <Fields disabled={!hydrated}>
        <RequiredNote>
          Fields marked <RequiredMark /> <span className="visually-hidden">with an asterisk</span> are required.
        </RequiredNote>
        <TextField {...common("name")} label="Name" required autoComplete="name" value={values.name} onValue={(v) => change("name", v)} />
        <TextField {...common("email")} label="Email" required type="email" inputMode="email" autoComplete="email" value={values.email} onValue={(v) => change("email", v)} />
        <TextField {...common("subject")} label="Subject" required wide value={values.subject} onValue={(v) => change("subject", v)} />
        <TextAreaField {...common("message")} label="Message" required rows={5} value={values.message} onValue={(v) => change("message", v)} />
        <CheckboxField
          {...common("privacyConsent")}
          label={`I understand that ${site.name} will store and use my contact details to respond to my feedback.`}
          required
          checked={values.privacyConsent}
          onChecked={(checked) => change("privacyConsent", checked)}
        />
        <FormActions summary={summary} busy={status === "sending"} label="Submit Feedback" busyLabel="Submitting..." />
      </Fields>
    </FormPanel>
  );
}
