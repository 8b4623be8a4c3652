/** Documents to download (e.g. the complaints procedure); the link confirms with a "Download Started" notice. */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Section } from "../ui/Section";
import { Card, CardGrid, IconBadge } from "../ui/Card";
import { ActionLink } from "../ui/ActionLink";
import { Icon } from "../ui/icons";

const Kind = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  text-transform: uppercase;
`;

const Push = styled.div`
  margin-top: auto;
  padding-top: 0.75rem;
`;

/** "PDF" from "/documents/complaints-procedure.pdf": tells people what they are about to open. */
const fileType = (href: string) => href.slice(href.lastIndexOf(".") + 1);

export default function DownloadsBlock({ block }: { block: BlockOf<"downloads"> }) {
  const id = useId();
  return (
    <Section id={id} heading={block.heading} intro={block.intro}>
      <CardGrid $min="18rem">
        {block.items.map((item) => (
          <Card key={item.href}>
            <IconBadge>
              <Icon name="file-text" size={22} />
            </IconBadge>
            <h3>{item.label}</h3>
            <Kind>{fileType(item.href)} document</Kind>
            {item.description && <p>{item.description}</p>}
            <Push>
              <ActionLink link={{ kind: "download", href: item.href, label: `Download ${item.label}`, icon: "download" }} />
            </Push>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
