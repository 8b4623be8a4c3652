/**
 * The banner at the top of a page: the page's one h1, short text, buttons,
 * highlights and contact details from site.config.json, over an optional
 * picture or a decorative background video.
 */
import styled, { css } from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Container } from "../ui/Section";
import { ActionRow } from "../ui/ActionRow";
import { ActionLink } from "../ui/ActionLink";
import { BackgroundVideo } from "../ui/BackgroundVideo";
import { Icon } from "../ui/icons";
import { HERO_DETAIL_ICONS } from "./impliedIcons";
import { OpeningHoursList } from "../ui/OpeningHoursList";
import { Picture } from "../ui/Picture";
import { labelText } from "../ui/typography";
import { useSite } from "../app/SiteContext";
import { InlineText } from "../ui/InlineText";

type Hero = BlockOf<"hero">;
type Detail = Hero["details"][number];

const Band = styled.section<{ $onVideo: boolean }>`
  position: relative;
  isolation: isolate;
  padding: 3rem 0;
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.md} { padding: 4.5rem 0; }
  ${({ $onVideo }) =>
    $onVideo &&
    css`
      /* Fixed height reserved before the poster or video arrive: nothing below moves. */
      min-height: 36rem;
      display: flex;
      align-items: center;
      color: #fff;
      background: #0d1f22;
      padding-bottom: 4.5rem; /* room for the video's pause button */
      ${({ theme }) => theme.media.md} { min-height: 40rem; padding-bottom: 5.5rem; }
    `}
`;

const Inner = styled(Container)<{ $columns: boolean }>`
  position: relative;
  z-index: 1;
  width: 100%;
  display: grid;
  gap: 2rem;
  align-items: center;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $columns }) => ($columns ? "minmax(0, 3fr) minmax(0, 2fr)" : "minmax(0, 1fr)")};
  }
`;

const Eyebrow = styled.p`
  ${labelText}
  margin-bottom: 0.5rem;
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.display};
  max-width: 20em;
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.title};
  max-width: 40rem;
`;

const Highlights = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  padding: 0;
  margin: 1.25rem 0 0;
`;

const Badge = styled.li<{ $onVideo: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.35rem 0.85rem;
  border-radius: 999px;
  font-weight: bold;
  font-size: ${({ theme }) => theme.fontSize.small};
  border: 1px solid ${({ $onVideo }) => ($onVideo ? "rgb(255 255 255 / 0.6)" : "transparent")};
  background: ${({ theme, $onVideo }) => ($onVideo ? "rgb(0 0 0 / 0.35)" : theme.colors.background)};
  color: ${({ theme, $onVideo }) => ($onVideo ? "#fff" : theme.colors.primary)};
`;

const Details = styled.ul<{ $onVideo: boolean }>`
  display: grid;
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $onVideo }) => ($onVideo ? "rgb(0 0 0 / 0.45)" : theme.colors.background)};
`;

const DetailItem = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.75rem;
  align-items: start;
  svg { margin-top: 0.2rem; }
`;

// Plain, readable links on either background (the text-button look uses the brand colour).
const DetailLink = styled(ActionLink)`
  && {
    color: inherit;
    min-height: 0;
    padding: 0;
    justify-content: flex-start;
    text-align: left;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const HeroPicture = styled(Picture)`
  border-radius: ${({ theme }) => theme.radius};
`;

function DetailContent({ detail }: { detail: Detail }) {
  switch (detail) {
    case "address":
      return <DetailLink link={{ kind: "maps" }} variant="text" />;
    case "phone":
      return <DetailLink link={{ kind: "phone" }} variant="text" />;
    case "openingHours":
      return <OpeningHoursList />;
  }
}

export default function HeroBlock({ block }: { block: Hero }) {
  const onVideo = Boolean(block.video);
  const hasAside = Boolean(block.image) || block.details.length > 0;
  const { strings } = useSite();
  return (
    <Band $onVideo={onVideo} aria-labelledby="page-heading" data-block="hero">
      {block.video && <BackgroundVideo src={block.video.src} poster={block.video.poster} />}
      <Inner $columns={hasAside}>
        <div>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <Heading id="page-heading">{block.heading}</Heading>
          {block.text?.map((paragraph, i) => <Lead key={i}><InlineText text={paragraph} /></Lead>)}
          {block.highlights.length > 0 && (
            <Highlights aria-label={strings.highlights}>
              {block.highlights.map((item, i) => (
                <Badge key={i} $onVideo={onVideo}>
                  {item.icon && <Icon name={item.icon} size={18} />}
                  {item.text}
                </Badge>
              ))}
            </Highlights>
          )}
          <ActionRow actions={block.actions} tone={onVideo ? "dark" : "light"} />
        </div>
        {hasAside && (
          <Aside>
            {block.image && <HeroPicture src={block.image.src} alt={block.image.alt} width={480} height={320} fit="contain" sizes="(min-width: 900px) 480px, 100vw" priority />}
            {block.details.length > 0 && (
              <Details $onVideo={onVideo} aria-label={strings.bannerDetails}>
                {block.details.map((detail, i) => (
                  <DetailItem key={i}>
                    <Icon name={HERO_DETAIL_ICONS[detail]} />
                    <DetailContent detail={detail} />
                  </DetailItem>
                ))}
              </Details>
            )}
          </Aside>
        )}
      </Inner>
    </Band>
  );
}
