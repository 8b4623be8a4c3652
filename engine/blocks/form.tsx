/**
 * The form block: Request a Callback (kind "contact") or Feedback (kind
 * "feedback"), posted to the endpoint in site.config.json. This renderer is its
 * own chunk, so pages without a form never download the form code.
 */
import { useId } from "react";
import type { BlockOf } from "../schema/blocks";
import { Section } from "../ui/Section";
import { ContactForm } from "../forms/ContactForm";
import { FeedbackForm } from "../forms/FeedbackForm";

export default function FormBlock({ block }: { block: BlockOf<"form"> }) {
  const id = useId();
  const headingId = `${id}-heading`; // the id Section gives its heading
  return (
    <Section id={id} heading={block.heading} intro={block.intro} tone="surface">
      {block.kind === "contact" ? <ContactForm labelledBy={headingId} /> : <FeedbackForm labelledBy={headingId} />}
    </Section>
  );
}
