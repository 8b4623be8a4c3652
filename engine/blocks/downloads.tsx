/** Documents to download (e.g. the complaints procedure); the link confirms with a "Download Started" notice. */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Section } from "../ui/Section";
import { Card, CardGrid, IconBadge } from "../ui/Card";
import { ActionLink } from "../ui/ActionLink";
import { Icon } from "../ui/icons";
import { DOWNLOAD_ICONS } from "./impliedIcons";
import { useSite } from "../app/SiteContext";
import { fillIn } from "../ui/fillIn";

const Push = styled.div`
  margin-top: auto;
  padding-top: 0.75rem;
`;

/** "PDF" from "/documents/complaints-procedure.pdf": tells people what they are about to open. */
const fileType = (href: string) => href.slice(href.lastIndexOf(".") + 1).toUpperCase();

export default function DownloadsBlock({ block }: { block: BlockOf<"downloads"> }) {
  const id = useId();
  const { strings } = useSite();
  return (
    <Section id={id} heading={block.heading} intro={block.intro}>
      <CardGrid $min="18rem">
        {block.items.map((item, i) => (
          <Card key={i}>
            <IconBadge>
              <Icon name={DOWNLOAD_ICONS.card} size={22} />
            </IconBadge>
            <h3>{item.label}</h3>
            {item.description && <p>{item.description}</p>}
            <Push>
              {/* Short on purpose: the card's heading names the document (link purpose in context, WCAG 2.4.4). */}
              <ActionLink link={{ kind: "download", href: item.href, label: fillIn(strings.download, { type: fileType(item.href) }), icon: DOWNLOAD_ICONS.link }} />
            </Push>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
