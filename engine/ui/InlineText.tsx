/**
 * A paragraph's words with their links and emphasis (engine/ui/inlineText.ts), built as React elements.
 * Text without markers is returned as the same string, so pages without them render byte for byte as before.
 * Outside links follow the site's rule (ActionLink): https:// opens a new tab, says so to screen readers, and
 * gives the other site no access to this one; pages of the site, e-mail and phone links open in place.
 */
import { Fragment, type ComponentProps, type ReactNode } from "react";
import styled from "styled-components";
import { useSite } from "../app/SiteContext";
import { linkTargetKind, mayHoldMarkup, parseInline, type InlineNode } from "./inlineText";

const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

/**
 * A link among words takes the colour of the words around it, underlined: it stays readable on every
 * background a paragraph sits on (the call-to-action box, a hero over video), where the brand colour would not.
 * Made on the first link drawn: styled-components numbers its style groups in the order components are made,
 * so one made at start would renumber the style sheet of every page, links or not.
 */
let anchor: ReturnType<typeof makeAnchor> | undefined;
function makeAnchor() {
  return styled.a`
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.15em;
  `;
}

function Anchor(props: ComponentProps<"a">) {
  anchor ??= makeAnchor();
  const Styled = anchor;
  return <Styled {...props} />;
}

function OutsideLink({ href, children }: { href: string; children: ReactNode }) {
  const site = useSite();
  const opensTab = href.toLowerCase().startsWith("https:");
  return (
    <Anchor href={href} {...(opensTab ? NEW_TAB : {})}>
      {children}
      {opensTab && <span className="visually-hidden"> {site.strings.opensInNewTab}</span>}
    </Anchor>
  );
}

function PracticePhoneLink({ children }: { children: ReactNode }) {
  const site = useSite();
  return <Anchor href={`tel:${site.contact.phone.tel}`}>{children}</Anchor>;
}

function render(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === "string") return <Fragment key={i}>{node}</Fragment>;
    const children = render(node.children);
    if (node.kind !== "link") return node.kind === "strong" ? <strong key={i}>{children}</strong> : <em key={i}>{children}</em>;
    const target = linkTargetKind(node.href);
    // The validator refuses other addresses; should one reach the page anyway, its words are shown without a link.
    if (target === "refused") return <Fragment key={i}>{children}</Fragment>;
    if (target === "internal") return <Anchor key={i} href={node.href}>{children}</Anchor>;
    if (target === "practicePhone") return <PracticePhoneLink key={i}>{children}</PracticePhoneLink>;
    return <OutsideLink key={i} href={node.href}>{children}</OutsideLink>;
  });
}

/** One paragraph's text, with its inline links and emphasis. */
export function InlineText({ text }: { text: string }) {
  if (!mayHoldMarkup(text)) return text;
  return <>{render(parseInline(text).nodes)}</>;
}
