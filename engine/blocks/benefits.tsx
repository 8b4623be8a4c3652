/** A grid of short points with icons: a treatment's benefits, our approach, what we offer. */
import { useId } from "react";
import type { BlockOf } from "../schema/blocks";
import { Section } from "../ui/Section";
import { Card, CardGrid, IconBadge } from "../ui/Card";
import { Icon } from "../ui/icons";
import { InlineText } from "../ui/InlineText";

export default function BenefitsBlock({ block }: { block: BlockOf<"benefits"> }) {
  const id = useId();
  return (
    <Section id={id} heading={block.heading} intro={block.intro} tone="surface">
      <CardGrid>
        {block.items.map((item, i) => (
          <Card key={i}>
            {item.icon && (
              <IconBadge>
                <Icon name={item.icon} size={22} />
              </IconBadge>
            )}
            <h3>{item.title}</h3>
            {item.text && <p><InlineText text={item.text} /></p>}
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
