/**
 * Renders a typed link (engine/schema/link.ts). Each kind knows where it goes:
 * the renderer, not the page, decides new tabs, tel:, toasts and alerts.
 */
import styled, { css } from "styled-components";
import type { Link } from "../schema/link";
import type { SiteConfig } from "../schema/site";
import { useSite } from "../app/SiteContext";
import type { ToastMessage } from "./toast";
import { Icon } from "./icons";

type Variant = NonNullable<Link["variant"]>;

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.background};
  `,
  outline: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
  `,
  text: css`
    background: none;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.primary};
    padding-inline: 0;
    text-decoration: underline;
  `,
};

export const buttonStyles = css<{ $variant: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.6rem 1.25rem;
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: bold;
  text-decoration: none;
  cursor: pointer;
  ${({ $variant }) => variantStyles[$variant]}
  &:hover { filter: brightness(0.92); }
`;

const Anchor = styled.a<{ $variant: Variant }>`${buttonStyles}`;
const Button = styled.button<{ $variant: Variant }>`${buttonStyles}`;

const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

/** Shown by the page's runtime when a download starts (engine/app/entry-client.ts), in the site's words. */
const downloadStarted = (site: SiteConfig): ToastMessage => ({ title: site.strings.downloadStartedTitle, description: site.strings.downloadStartedText, variant: "info" });

/** Where a link goes, resolved against the site config. Exported for the footer, tests and structured data. */
export function hrefOf(link: Link, site: SiteConfig): string | null {
  switch (link.kind) {
    case "internal": return link.to;
    case "external": return link.href;
    case "booking": return site.links.booking;
    case "offer": return site.links.offer;
    case "maps": return site.links.maps;
    case "phone": return `tel:${site.contact.phone.tel}`;
    case "email": return site.contact.email ? `mailto:${site.contact.email}` : null;
    case "download": return link.href;
    case "alert": return null;
  }
}

export function labelOf(link: Link, site: SiteConfig): string {
  if (link.label) return link.label;
  const a = site.contact.address;
  switch (link.kind) {
    case "phone": return site.contact.phone.display;
    case "maps": return `${a.street}, ${a.locality}, ${a.region} ${a.postcode}`;
    case "email": return site.contact.email ?? "";
    default: return "";
  }
}

export function ActionLink({ link, variant, onActivate, className }: { link: Link; variant?: Variant; onActivate?: () => void; className?: string }) {
  const site = useSite();
  const look = link.variant ?? variant ?? "primary";
  const label = labelOf(link, site);
  const content = (
    <>
      {link.icon && <Icon name={link.icon} />}
      {label}
    </>
  );

  // The page's runtime shows the alert (engine/app/entry-client.ts), so a block without scripts of its own can have one.
  if (link.kind === "alert") {
    return (
      <Button type="button" className={className} $variant={look} data-alert={link.message} onClick={onActivate}>
        {content}
      </Button>
    );
  }
  const href = hrefOf(link, site);
  if (href === null) return null;
  if (link.kind === "internal") {
    return <Anchor href={href} className={className} $variant={look} onClick={onActivate}>{content}</Anchor>;
  }
  const opensTab = link.kind === "booking" || link.kind === "offer" || link.kind === "maps" || (link.kind === "external" && href.startsWith("https:"));
  return (
    <Anchor
      href={href}
      className={className}
      $variant={look}
      onClick={onActivate}
      {...(opensTab ? NEW_TAB : {})}
      {...(link.kind === "download" ? { download: "", "data-toast": JSON.stringify(downloadStarted(site)) } : {})}
    >
      {content}
      {opensTab && <span className="visually-hidden"> {site.strings.opensInNewTab}</span>}
    </Anchor>
  );
}
