/**
 * Staff cards, layout.teamPerRow to a row on a wide screen (one or two on
 * phones). A card is a button; pressing it opens that member's details under
 * its row and, after timings.teamScrollDelayMs, scrolls them into view;
 * pressing it again closes them.
 *
 * The panel follows its card in the HTML (so it is next in reading and tab
 * order); `grid-auto-flow: dense` lets the rest of the row fill in before it,
 * so it appears under the row at any number of columns without measuring.
 */
import { Fragment, useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { useSite } from "../app/SiteContext";
import { Container, Intro, SectionHeading } from "../ui/Section";
import { ActionRow } from "../ui/ActionRow";
import { usePrefersReducedMotion } from "../ui/usePrefersReducedMotion";
import { ResponsiveImg } from "../ui/ResponsiveImg";
import { focusStyle } from "../ui/pictureFocus";
import { InlineText } from "../ui/InlineText";
import { fillIn } from "../ui/fillIn";

type TeamGrid = BlockOf<"teamGrid">;
type Member = TeamGrid["members"][number];

const Band = styled.section`
  padding: 3rem 0;
  ${({ theme }) => theme.media.md} { padding: 4rem 0; }
`;

const Grid = styled.div<{ $perRow: number }>`
  display: grid;
  grid-auto-flow: row dense;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(${({ $perRow }) => Math.min(2, $perRow)}, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(${({ $perRow }) => Math.min(3, $perRow)}, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(${({ $perRow }) => $perRow}, minmax(0, 1fr)); }
`;

const CardButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  width: 100%;
  padding: 0 0 1rem;
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: center;
  cursor: pointer;
  &:hover, &[aria-expanded="true"] { border-color: ${({ theme }) => theme.colors.primary}; }
`;

const Name = styled.strong`
  font-size: ${({ theme }) => theme.fontSize.title};
  padding: 0.75rem 0.75rem 0;
`;

const Role = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  padding: 0 0.75rem;
`;

const photoFrame = `
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 8 / 9;
  object-fit: cover;
`;

const Photo = styled(ResponsiveImg)`
  ${photoFrame}
  background: ${({ theme }) => theme.colors.surface};
`;

const NoPhoto = styled.span`
  ${photoFrame}
  display: grid;
  place-items: center;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: bold;
`;

const Panel = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 1.5rem;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.md} { grid-template-columns: minmax(0, 16rem) minmax(0, 1fr); padding: 2rem; }
  h3 { font-size: ${({ theme }) => theme.fontSize.subheading}; margin-bottom: 0.25rem; }
  p:last-child { margin-bottom: 0; }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: bold;
`;

/** A portrait's width: one column on a phone, then two, three, and the row's count within the 72rem container; 16rem in the open panel. */
const gridSizes = (perRow: number) => `(min-width: 72rem) calc(72rem / ${perRow}), (min-width: 64rem) calc(100vw / ${perRow}), (min-width: 48rem) calc(100vw / ${Math.min(3, perRow)}), (min-width: 40rem) calc(100vw / ${Math.min(2, perRow)}), calc(100vw - 2.5rem)`;
const PANEL_SIZES = "(min-width: 48rem) 16rem, calc(100vw - 5.5rem)";

/**
 * `first`: the grid's first portrait, on a phone the largest paint of the team page's first screen. It loads at once
 * and at high priority: a browser otherwise asks for a picture at low priority until it has laid the page out, and
 * lets the page's script and the shared style file (linked without blocking since issue 51) go first.
 */
function Portrait({ member, eager = false, first = false, sizes }: { member: Member; eager?: boolean; first?: boolean; sizes: string }) {
  const { strings } = useSite();
  if (!member.image) return <NoPhoto>{strings.noPhoto}</NoPhoto>;
  return (
    <Photo
      src={member.image.src} alt={member.image.alt} style={focusStyle(member.image.focus)} width={320} height={360} sizes={sizes}
      loading={eager || first ? "eager" : "lazy"} decoding="async" {...(first ? { fetchPriority: "high" as const } : {})}
    />
  );
}

function Details({ member, id, headingId, registrationLabel }: { member: Member; id: string; headingId: string; registrationLabel: string }) {
  const { strings } = useSite();
  const paragraphs = member.bio.filter((paragraph) => paragraph.trim() !== "");
  // What a register asks to be shown against a professional's name: each qualification with its country.
  const qualifications = (member.qualifications ?? []).map((q) => `${q.name} (${q.country})`).join(", ");
  return (
    <>
      <Portrait member={member} eager sizes={PANEL_SIZES} />
      <div>
        <h3 id={headingId}>{member.namepopup ?? member.name}</h3>
        <Meta>
          {member.role}
          {member.registrationNumber && (
            <>
              <br />
              {registrationLabel} {member.registrationNumber}
            </>
          )}
          {qualifications && (
            <>
              <br />
              {strings.qualifications} {qualifications}
            </>
          )}
          {member.specialistList && (
            <>
              <br />
              {fillIn(strings.specialistList, { list: member.specialistList })}
            </>
          )}
        </Meta>
        {paragraphs.map((paragraph, i) => (
          <p key={`${id}-${i}`}><InlineText text={paragraph} /></p>
        ))}
      </div>
    </>
  );
}

export default function TeamGridBlock({ block }: { block: TeamGrid }) {
  const site = useSite();
  const { layout, timings } = site;
  const reducedMotion = usePrefersReducedMotion();
  const [selected, setSelected] = useState<number | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  const panelId = `${id}-details`;

  useEffect(() => {
    if (selected === null) return;
    const timer = window.setTimeout(() => {
      panel.current?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "nearest" });
    }, timings.teamScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [selected, reducedMotion, timings.teamScrollDelayMs]);

  return (
    <Band aria-labelledby={id} data-block="teamGrid">
      <Container>
        <SectionHeading id={id}>{block.heading}</SectionHeading>
        {block.intro && <Intro><InlineText text={block.intro} /></Intro>}
        <Grid $perRow={layout.teamPerRow}>
          {block.members.map((member, i) => {
            const open = selected === i;
            return (
              <Fragment key={i}>
                <CardButton
                  type="button"
                  aria-expanded={open}
                  aria-controls={open ? panelId : undefined}
                  onClick={() => setSelected(open ? null : i)}
                >
                  <Portrait member={member} first={i === 0} sizes={gridSizes(layout.teamPerRow)} />
                  <Name>{member.name}</Name>
                  <Role>{member.role}</Role>
                </CardButton>
                {open && (
                  <Panel ref={panel} id={panelId} role="region" aria-labelledby={`${panelId}-name`}>
                    <Details member={member} id={panelId} headingId={`${panelId}-name`} registrationLabel={block.registrationLabel ?? site.strings.registrationLabel} />
                  </Panel>
                )}
              </Fragment>
            );
          })}
        </Grid>
        {block.action && <ActionRow actions={[block.action]} align="center" />}
      </Container>
    </Band>
  );
}
