/**
 * The privacy page's account of the forms: for each form site.config.json's forms describe, its name, who receives
 * what it sends and why, for how long, and a processor's contract. The sentences are the ones the forms show next
 * to their buttons (engine/forms/privacyNotice.ts).
 */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { useSite } from "../app/SiteContext";
import { Section } from "../ui/Section";
import { contractSentence, privacyNoticeOf, privacySentence } from "../forms/privacyNotice";

const Prose = styled.div`
  max-width: 48rem;
  h3 { font-size: ${({ theme }) => theme.fontSize.subheading}; }
`;

export default function FormsPrivacyBlock({ block }: { block: BlockOf<"formsPrivacy"> }) {
  const site = useSite();
  const id = useId();
  const notices = site.forms.privacy.flatMap((entry) => privacyNoticeOf(site, entry.name) ?? []);
  return (
    <Section id={id} heading={block.heading} intro={block.intro}>
      <Prose>
        {notices.map((notice) => (
          <div key={notice.entry.name} data-form={notice.entry.name}>
            <h3>{notice.entry.title}</h3>
            <p>
              {privacySentence(notice, site)}
              {contractSentence(notice, site) && <> {contractSentence(notice, site)}</>}
            </p>
          </div>
        ))}
      </Prose>
    </Section>
  );
}
