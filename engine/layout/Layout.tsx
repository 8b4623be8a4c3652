/** The frame around every page: skip link, header, the practice's notice (if any) and main content, footer. */
import type { ReactNode } from "react";
import styled from "styled-components";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { NoticeBanner } from "./NoticeBanner";
import { useSite } from "../app/SiteContext";
import { FramePart } from "../app/frameParts";

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -4rem;
  z-index: 100;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  &:focus { top: 0.5rem; }
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;
  padding-top: ${({ theme }) => theme.headerHeight};
  &:focus { outline: none; }
`;

export function Layout({ children }: { children: ReactNode }) {
  const { strings } = useSite();
  return (
    <>
      <SkipLink href="#main-content">{strings.skipLink}</SkipLink>
      <FramePart name="header">
        <Header />
      </FramePart>
      <Main id="main-content" tabIndex={-1}>
        <NoticeBanner />
        {children}
      </Main>
      <FramePart name="footer">
        <Footer />
      </FramePart>
    </>
  );
}
