/**
 * A row of buttons from typed links. The first is the main call to action
 * (primary), the rest step back (outline), unless the data chooses a look.
 * On a brand-coloured band ("dark") each look is swapped for its inverse, so
 * the data's emphasis is kept and no button disappears into the background.
 * Wraps onto several lines on narrow screens.
 */
import styled from "styled-components";
import type { Link } from "../schema/link";
import { ActionLink } from "./ActionLink";

type Variant = NonNullable<Link["variant"]>;

const ON_DARK: Record<Variant, Variant> = { primary: "secondary", secondary: "outline", outline: "outline", text: "outline" };

const Row = styled.div<{ $align: "start" | "center" }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: ${({ $align }) => ($align === "center" ? "center" : "flex-start")};
  margin-top: 1.5rem;
`;

interface ActionRowProps {
  actions: Link[];
  /** "dark" on the brand colour or a dark picture. */
  tone?: "light" | "dark";
  align?: "start" | "center";
  className?: string;
}

export function ActionRow({ actions, tone = "light", align = "start", className }: ActionRowProps) {
  if (actions.length === 0) return null;
  return (
    <Row $align={align} className={className}>
      {actions.map((link, i) => {
        const look: Variant = link.variant ?? (i === 0 ? "primary" : "outline");
        return <ActionLink key={`${link.kind}-${i}`} link={{ ...link, variant: tone === "dark" ? ON_DARK[look] : look }} />;
      })}
    </Row>
  );
}
