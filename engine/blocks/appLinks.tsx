/** Links to apps in the App Store and Google Play (each opens in a new tab). */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Section } from "../ui/Section";
import { Card, CardGrid } from "../ui/Card";
import { ActionLink } from "../ui/ActionLink";
import { useSite } from "../app/SiteContext";
import { fillIn } from "../ui/fillIn";

type Platform = BlockOf<"appLinks">["apps"][number]["platform"];

// The stores' own names, the same in every language.
const STORE: Record<Platform, string> = { ios: "App Store", android: "Google Play" };

const Store = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Push = styled.div`
  margin-top: auto;
  padding-top: 0.5rem;
`;

export default function AppLinksBlock({ block }: { block: BlockOf<"appLinks"> }) {
  const id = useId();
  const { strings } = useSite();
  return (
    <Section id={id} heading={block.heading} intro={block.intro}>
      <CardGrid $min="16rem">
        {block.apps.map((app, i) => (
          <Card key={i}>
            <h3>{app.name}</h3>
            <Store>{STORE[app.platform]}</Store>
            {/* Short enough for one line; the card's heading gives the link its context (WCAG 2.4.4). */}
            <Push>
              <ActionLink link={{ kind: "external", href: app.link, label: fillIn(strings.appStore, { store: STORE[app.platform] }) }} />
            </Push>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
