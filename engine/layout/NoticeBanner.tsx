/**
 * The practice's notice (site.config.json, notice) at the top of every page while it is in force (the build
 * leaves it out before its first day and after its last: engine/build/inForce.ts). A labelled region a screen
 * reader can find, not an alert: it is there when the page opens, nothing has just happened.
 */
import styled from "styled-components";
import { useSite } from "../app/SiteContext";

const Banner = styled.section`
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 3px solid ${({ theme }) => theme.colors.primary};
  text-align: center;
  font-weight: bold;
  p { margin: 0 auto; max-width: 60rem; }
`;

export function NoticeBanner() {
  const { notice, strings } = useSite();
  if (!notice) return null;
  return (
    <Banner aria-label={strings.noticeLabel} data-notice="">
      <p>{notice.text}</p>
    </Banner>
  );
}
