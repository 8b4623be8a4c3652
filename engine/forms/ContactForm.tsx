/** Request a Callback: the contact enquiry form (spec sections 3, 5, 7, 8). */
import { useId, useMemo } from "react";
import { useSite } from "../app/SiteContext";
import { contactForm } from "./definitions";
import { Fields, FormActions, FormPanel, RequiredNote, RequiredMark, SelectField, TextAreaField, TextField } from "./Field";
import { NoScriptNote } from "./NoScriptNote";
import { SpamTrap } from "./SpamTrap";
import { useEnquiryForm, useHydrated, type FormMessages } from "./useEnquiryForm";

export const CONTACT_SUCCESS = {
  title: "Message Sent Successfully!",
  description: "Thank you for your inquiry. We'll get back to you soon.",
  variant: "success",
} as const;

export const contactFailure = (phone: string) =>
  ({ title: "Error Sending Message", description: `Please try again or call us directly at ${phone}`, variant: "error" }) as const;

export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  const site = useSite();
  const id = useId();
  const hydrated = useHydrated();
  const messages = useMemo<FormMessages>(
    () => ({ success: CONTACT_SUCCESS, failure: contactFailure(site.contact.phone.display) }),
    [site.contact.phone.display],
  );
  const { values, errors, summary, status, change, submit, fieldRef } = useEnquiryForm(contactForm, messages);
  const services = useMemo(
    () => site.services.filter((service) => service.inContactForm).map((service) => ({ value: service.key, label: service.title })),
    [site.services],
  );
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
        <TextField {...common("firstName")} label="First Name" required autoComplete="given-name" value={values.firstName} onValue={(v) => change("firstName", v)} />
        <TextField {...common("lastName")} label="Last Name" required autoComplete="family-name" value={values.lastName} onValue={(v) => change("lastName", v)} />
        <TextField {...common("email")} label="Email Address" required type="email" inputMode="email" autoComplete="email" value={values.email} onValue={(v) => change("email", v)} />
        <TextField {...common("phone")} label="Phone Number" type="tel" inputMode="tel" autoComplete="tel" value={values.phone} onValue={(v) => change("phone", v)} />
        <SelectField
          {...common("service")}
          label="Service of Interest"
          wide
          blankLabel="Select a service..."
          options={services}
          value={values.service}
          onValue={(v) => change("service", v)}
        />
        <TextAreaField
          {...common("message")}
          label="Message"
          required
          rows={4}
          placeholder="Tell us about your dental needs or questions..."
          value={values.message}
          onValue={(v) => change("message", v)}
        />
        <FormActions summary={summary} busy={status === "sending"} label="Send Message" busyLabel="Sending..." />
      </Fields>
    </FormPanel>
  );
}
