/**
 * The home page offer: appears timings.popupDelayMs after the page is shown (counted from the page's start,
 * so the time its code takes to arrive is not added),
 * once per page view, and closes by its close button, Escape, a press outside it, or
 * its action (which also follows the link; an "offer" link opens the offer site
 * in a new tab). Nothing of it is in the pre-rendered HTML.
 */
import { useEffect, useId, useState } from "react";
import styled from "styled-components";
import { Icon } from "../ui/icons";
import type { BlockOf } from "../schema/blocks";
import { useSite } from "../app/SiteContext";
import { ActionLink } from "../ui/ActionLink";
import { ModalDialog } from "../ui/ModalDialog";
import { ResponsiveImg } from "../ui/ResponsiveImg";
import { focusStyle } from "../ui/pictureFocus";

type Popup = BlockOf<"popup">;

const CloseButton = styled.button`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgb(255 255 255 / 0.92);
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surface}; }
`;

const Picture = styled(ResponsiveImg)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const Body = styled.div`
  padding: 1.25rem;
  text-align: center;
  h2 { font-size: ${({ theme }) => theme.fontSize.subheading}; padding-inline: 2rem; }
  p { margin-bottom: 0.75rem; }
  a, button { width: 100%; }
`;

function Offer({ block, onClose }: { block: Popup; onClose: () => void }) {
  const id = useId();
  return (
    <ModalDialog labelledBy={`${id}-heading`} describedBy={`${id}-text`} onClose={onClose}>
      <CloseButton type="button" aria-label={block.closeLabel} onClick={onClose}>
        <Icon name="x" size={22} />
      </CloseButton>
      {block.image && <Picture src={block.image.src} alt={block.image.alt} style={focusStyle(block.image.focus)} width={960} height={540} sizes="(min-width: 30rem) 30rem, 100vw" />}
      <Body>
        <h2 id={`${id}-heading`}>{block.heading}</h2>
        <p id={`${id}-text`}>{block.text}</p>
        <ActionLink link={block.action} onActivate={onClose} />
      </Body>
    </ModalDialog>
  );
}

/** How long the page has been on screen: since its navigation began, or since it was shown if it was rendered ahead (Speculation Rules). */
function msSinceShown(): number {
  const navigation = performance.getEntriesByType?.("navigation")[0] as (PerformanceEntry & { activationStart?: number }) | undefined;
  return performance.now() - (navigation?.activationStart ?? 0);
}

export default function PopupBlock({ block }: { block: Popup }) {
  const { timings } = useSite();
  const [stage, setStage] = useState<"waiting" | "open" | "closed">("waiting");

  // The delay counts from when the page was shown, not from when this code arrived (it loads after the first paint).
  useEffect(() => {
    const timer = window.setTimeout(() => setStage((s) => (s === "waiting" ? "open" : s)), Math.max(0, timings.popupDelayMs - msSinceShown()));
    return () => window.clearTimeout(timer);
  }, [timings.popupDelayMs]);

  if (stage !== "open") return null;
  return <Offer block={block} onClose={() => setStage("closed")} />;
}
