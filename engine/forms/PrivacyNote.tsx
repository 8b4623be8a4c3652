/**
 * Next to a form's button: who receives what the visitor sends, why, for how long, and a link to the privacy page
 * (site.config.json, forms), said at the moment the details are given, as data-protection law asks. A form
 * without an entry shows nothing here (the UK dental rules refuse one that asks for personal details).
 */
import styled from "styled-components";
import type { SiteConfig } from "../schema/site";
import { privacyNoticeOf, privacySentence } from "./privacyNotice";

const Note = styled.p`
  margin: 0;
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSize.small};
  color: ${({ theme }) => theme.colors.muted};
  a { color: inherit; }
`;

export function PrivacyNote({ form, site, id }: { form: string; site: SiteConfig; id: string }) {
  const notice = privacyNoticeOf(site, form);
  if (!notice) return null;
  return (
    <Note id={id} data-privacy-note="">
      {privacySentence(notice, site)}
      {notice.page && (
        <>
          {" "}
          <a href={notice.page}>{site.strings.formPrivacyLink}</a>
        </>
      )}
    </Note>
  );
}
