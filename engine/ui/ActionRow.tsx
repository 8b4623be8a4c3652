/**
 * A row of buttons from typed links. The first is the main call to action
 * (primary); the rest step back (outline by default; "secondary" reads better on a dark band) unless the data says
 * otherwise. Wraps onto several lines on narrow screens.
 */
import styled from "styled-components";
import type { Link } from "../schema/link";
import { ActionLink } from "./ActionLink";

type Variant = NonNullable<Link["variant"]>;

const Row = styled.div<{ $align: "start" | "center" }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: ${({ $align }) => ($align === "center" ? "center" : "flex-start")};
  margin-top: 1.5rem;
`;

interface ActionRowProps {
  actions: Link[];
  /** The first button's look; on a brand-coloured box "secondary" (white) stands out instead. */
  first?: Variant;
  rest?: Variant;
  align?: "start" | "center";
  className?: string;
}

export function ActionRow({ actions, first = "primary", rest = "outline", align = "start", className }: ActionRowProps) {
  if (actions.length === 0) return null;
  return (
    <Row $align={align} className={className}>
      {actions.map((link, i) => (
        <ActionLink key={`${link.kind}-${i}`} link={link} variant={i === 0 ? first : rest} />
      ))}
    </Row>
  );
}
