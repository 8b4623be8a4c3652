/**
 * The fixed bar at the top of every page: the logo (a link home) and the
 * navigation from site.config.json. It is server-rendered HTML that no script
 * hydrates: its menus work with the platform alone (popovers, details, CSS),
 * and menuEnhancements.ts adds what the platform cannot do. Both the desktop
 * and the mobile markup are in the page and CSS shows one.
 */
import styled from "styled-components";
import { useSite } from "../app/SiteContext";
import { headerMenus } from "./navigation";
import { DesktopMenu } from "./DesktopMenu";
import { MobileMenu } from "./MobileMenu";
import { ResponsiveImg } from "../ui/ResponsiveImg";
import { imageInfo } from "../ui/images";

const Bar = styled.header`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 50;
  height: ${({ theme }) => theme.headerHeight};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  height: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 1.25rem;
`;

const LOGO_HEIGHT_REM = 2.75;

const Logo = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${LOGO_HEIGHT_REM}rem;
  img {
    display: block;
    height: ${LOGO_HEIGHT_REM}rem;
    width: auto;
  }
`;

/** The logo through the image pipeline: its variants are picked for the width it is shown at (its height is fixed). */
function LogoImage({ src, alt }: { src: string; alt: string }) {
  const { width, height } = imageInfo(src);
  const shownWidth = width && height ? `${Math.round((LOGO_HEIGHT_REM * width * 100) / height) / 100}rem` : undefined;
  return <ResponsiveImg src={src} alt={alt} width={width} height={height} sizes={shownWidth} />;
}

export function Header() {
  const site = useSite();
  const menus = headerMenus(site);
  return (
    <Bar>
      <Inner>
        <Logo href="/">
          <LogoImage src={site.logo.src} alt={site.logo.alt} />
        </Logo>
        <DesktopMenu direct={site.navigation.direct} menus={menus} />
        <MobileMenu direct={site.navigation.direct} menus={menus} />
      </Inner>
    </Bar>
  );
}
