/** Text beside a picture: a treatment's introduction or a clinician's profile. Stacks on phones, text first. */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Container, SectionHeading } from "../ui/Section";
import { ActionRow } from "../ui/ActionRow";
import { Picture } from "../ui/Picture";
import { labelText } from "../ui/typography";
import { InlineText } from "../ui/InlineText";

const Band = styled.section`
  padding: 3rem 0;
  ${({ theme }) => theme.media.md} { padding: 4rem 0; }
`;

const Columns = styled.div<{ $imageLeft: boolean }>`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 3rem;
    /* Text comes first in reading order; only the visual order moves the picture left. */
    & > :last-child { order: ${({ $imageLeft }) => ($imageLeft ? -1 : 0)}; }
  }
`;

const Eyebrow = styled.p`
  ${labelText}
  color: ${({ theme }) => theme.colors.primary};
  margin-bottom: 0.5rem;
`;

const Bullets = styled.ul`
  padding-left: 1.25rem;
  margin: 0 0 1rem;
  li + li { margin-top: 0.35rem; }
`;

const Framed = styled(Picture)`
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

export default function ImageTextBlock({ block }: { block: BlockOf<"imageText"> }) {
  const id = useId();
  return (
    <Band aria-labelledby={id} data-block="imageText">
      <Container>
        <Columns $imageLeft={block.imageSide === "left"}>
          <div>
            {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
            <SectionHeading id={id}>{block.heading}</SectionHeading>
            {block.paragraphs.map((paragraph, i) => (
              <p key={i}><InlineText text={paragraph} /></p>
            ))}
            {block.list && (
              <Bullets>
                {block.list.map((line, i) => (
                  <li key={i}><InlineText text={line} /></li>
                ))}
              </Bullets>
            )}
            <ActionRow actions={block.actions} />
          </div>
          {/* "contain": an illustration of another ratio is shown whole, on the frame's tint, never cropped. */}
          <Framed src={block.image.src} alt={block.image.alt} width={480} height={320} fit="contain" sizes="(min-width: 900px) 480px, 100vw" />
        </Columns>
      </Container>
    </Band>
  );
}
