/** Page-width section with consistent spacing; "tone" alternates backgrounds between blocks. */
import type { ReactNode } from "react";
import styled from "styled-components";
import { InlineText } from "./InlineText";

export const Container = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 1.25rem;
`;

const Band = styled.section<{ $tone: "plain" | "surface" | "brand" }>`
  padding: 3rem 0;
  background: ${({ theme, $tone }) => ($tone === "surface" ? theme.colors.surface : $tone === "brand" ? theme.colors.primary : "transparent")};
  color: ${({ theme, $tone }) => ($tone === "brand" ? theme.colors.primaryText : "inherit")};
  ${({ theme }) => theme.media.md} { padding: 4rem 0; }
`;

export const SectionHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.heading};
  margin-bottom: 1rem;
`;

export const Intro = styled.p`
  max-width: 48rem;
  color: inherit;
  opacity: 0.9;
  margin-bottom: 2rem;
`;

interface SectionProps {
  heading?: string;
  intro?: string;
  tone?: "plain" | "surface" | "brand";
  /** Used for aria-labelledby, so each section is a named landmark region. */
  id?: string;
  children: ReactNode;
  className?: string;
}

export function Section({ heading, intro, tone = "plain", id, children, className }: SectionProps) {
  const headingId = heading && id ? `${id}-heading` : undefined;
  return (
    <Band $tone={tone} aria-labelledby={headingId} className={className}>
      <Container>
        {heading && <SectionHeading id={headingId}>{heading}</SectionHeading>}
        {intro && <Intro><InlineText text={intro} /></Intro>}
        {children}
      </Container>
    </Band>
  );
}
