/** Cards for referral services offered to other professionals; each whole card leads to its page. */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Section } from "../ui/Section";
import { Card, CardGrid } from "../ui/Card";
import { Picture } from "../ui/Picture";
import { useSite } from "../app/SiteContext";

const ServiceCard = styled(Card)`
  position: relative;
  padding: 0 0 1.5rem;
  overflow: hidden;

  & > :not(img) { padding-inline: 1.5rem; }
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

// The title's link stretches over the card, so the card is one large target with one clear name.
const CardLink = styled.a`
  color: inherit;
  text-decoration: none;
  &::after { content: ""; position: absolute; inset: 0; }
  &:focus-visible { outline: none; }
`;

const More = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: bold;
  margin-top: auto;
`;

export default function ReferralCardsBlock({ block }: { block: BlockOf<"referralCards"> }) {
  const id = useId();
  const { strings } = useSite();
  return (
    <Section id={id} heading={block.heading} intro={block.intro} tone="surface">
      <CardGrid $min="15rem">
        {block.items.map((item, i) => (
          <ServiceCard key={i}>
            <Picture src={item.image.src} alt={item.image.alt} width={480} height={320} />
            <h3>
              <CardLink href={item.path}>{item.title}</CardLink>
            </h3>
            <p>{item.description}</p>
            <More aria-hidden="true">{strings.findOutMore}</More>
          </ServiceCard>
        ))}
      </CardGrid>
    </Section>
  );
}
