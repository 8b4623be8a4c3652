/**
 * Headed sections of paragraphs and lists (legal pages, advice, finance
 * details). Optionally says when it was last updated: the visitor's today.
 */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Section } from "../ui/Section";
import { ActionRow } from "../ui/ActionRow";
import { useSite } from "../app/SiteContext";
import { InlineText } from "../ui/InlineText";

type RichText = BlockOf<"richText">;
type BodyItem = RichText["sections"][number]["body"][number];

const Prose = styled.div`
  max-width: 48rem;

  ul, ol { margin: 0 0 1rem; padding-left: 1.5rem; }
  li + li { margin-top: 0.35rem; }
`;

// Spacing below each part (not "& + &": component ids can differ between pre-render and browser).
const Part = styled.div`
  margin-bottom: 2rem;
  h2, h3 { font-size: ${({ theme }) => theme.fontSize.subheading}; }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.small};
`;

function Body({ item }: { item: BodyItem }) {
  if (typeof item === "string") return <p><InlineText text={item} /></p>;
  const List = item.ordered ? "ol" : "ul";
  return (
    <List>
      {item.list.map((line, i) => (
        <li key={i}><InlineText text={line} /></li>
      ))}
    </List>
  );
}

/** "today" as the page is painted; the page's runtime writes the visitor's date in its place (engine/app/entry-client.ts). */
function LastUpdated() {
  const { strings } = useSite();
  return (
    <Updated>
      {strings.lastUpdated} <span data-today="">{strings.lastUpdatedToday}</span>
    </Updated>
  );
}

export default function RichTextBlock({ block }: { block: RichText }) {
  const id = useId();
  // Without a block heading, its sections' headings are the h2s (levels never skip).
  const SectionHeading = block.heading ? "h3" : "h2";
  return (
    <Section id={id} heading={block.heading} intro={block.intro}>
      <Prose>
        {block.showLastUpdated && <LastUpdated />}
        {block.sections.map((section, i) => (
          <Part key={i}>
            {section.heading && <SectionHeading>{section.heading}</SectionHeading>}
            {section.body.map((item, j) => (
              <Body key={j} item={item} />
            ))}
          </Part>
        ))}
        <ActionRow actions={block.actions} />
      </Prose>
    </Section>
  );
}
