/**
 * A treatment's card: picture, title, description. The title is the link and
 * its hit area is stretched over the whole card, so the card is one target
 * while its accessible name stays just the title. The card (an article) is
 * named by its title too, so a list of articles reads "Veneers, Dentures…"
 * rather than a row of unnamed "article"s.
 */
import { useId } from "react";
import styled from "styled-components";
import type { Service } from "../schema/site";
import { ResponsiveImg } from "./ResponsiveImg";

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  transition: box-shadow 0.2s ease;
  &:hover {
    box-shadow: 0 0.5rem 1.5rem rgb(0 0 0 / 0.12);
  }
  &:hover h3 a,
  &:hover h4 a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Image = styled(ResponsiveImg)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const Body = styled.div`
  display: grid;
  gap: 0.4rem;
  padding: 1rem 1.1rem 1.25rem;
`;

const Title = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.title};
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &::after {
      content: "";
      position: absolute;
      inset: 0;
      border-radius: ${({ theme }) => theme.radius};
    }
    /* The focus ring goes round the whole card, the link's real target. */
    &:focus-visible { outline: none; }
    &:focus-visible::after {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: -3px;
    }
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.body};
`;

export function ServiceCard({ service, headingLevel = 4 }: { service: Service; headingLevel?: 3 | 4 }) {
  // useId: the same on the server and in an island's hydration (each island has its own prefix).
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Image src={service.image} alt="" width={480} height={320} sizes="(min-width: 40rem) 24rem, 100vw" loading="lazy" decoding="async" />
      <Body>
        <Title as={`h${headingLevel}`} id={titleId}>
          <a href={service.path}>{service.title}</a>
        </Title>
        <Description>{service.description}</Description>
      </Body>
    </Card>
  );
}
