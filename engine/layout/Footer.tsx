/**
 * The footer of every page, all from site.config.json: the practice's address
 * (a maps link), phone, e-mail, opening hours, the footer links, the social links,
 * what a regulated practice shows on every page (the care it offers, a link to its
 * register), a copyright line without a year (so it never goes stale) and the day
 * the website was last updated, which the build stamps (engine/build/lastContentChange.ts).
 */
import styled from "styled-components";
import { useSite } from "../app/SiteContext";
import { formatAddress } from "../ui/format";
import { OpeningHoursList } from "../ui/OpeningHoursList";
import { fillIn } from "../ui/fillIn";
import { formatDay } from "../app/todaysDate";

const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

/*
 * The footer's parts are styled from here, by their place, rather than by a class on each (issue 51: the footer
 * is on every page): its inner width (> div), its columns (> div > div), the contact details (address), the
 * social links (section > ul), the footer links (nav ul), and the copyright line (> div > p).
 */
const Band = styled.footer`
  padding: 3rem 0 1.5rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  a {
    color: inherit;
    text-underline-offset: 0.2em;
  }
  a:hover { text-decoration-thickness: 2px; }
  /* The global focus colour is blue; on the brand colour a light ring reads better. */
  a:focus-visible { outline-color: ${({ theme }) => theme.colors.primaryText}; }
  h2 { font-size: ${({ theme }) => theme.fontSize.title}; margin-bottom: 0.75rem; }
  ul { list-style: none; padding: 0; }

  > div {
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    padding: 0 1.25rem;
  }
  > div > div {
    display: grid;
    gap: 2rem;
    ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
    ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 1.2fr) minmax(0, 1.4fr) minmax(0, 1fr); }
  }

  address {
    font-style: normal;
    display: grid;
    gap: 0.25rem;
    a {
      display: inline-flex;
      align-items: center;
      min-height: 2.75rem;
      /* A long e-mail address breaks where it must rather than widen a phone's page. */
      overflow-wrap: anywhere;
    }
  }

  section > ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1.25rem;
    margin: 1rem 0 0;
    a {
      display: inline-flex;
      align-items: center;
      min-height: 2.75rem;
    }
  }

  /* Two columns of links even on phones; each link is a 44px-high target. */
  nav ul {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 1rem;
    margin: 0;
    a {
      display: flex;
      align-items: center;
      min-height: 2.75rem;
    }
  }

  > div > p {
    margin: 2.5rem 0 0;
    padding-top: 1.25rem;
    border-top: 1px solid rgb(255 255 255 / 0.35);
    font-size: ${({ theme }) => theme.fontSize.small};
  }
  [data-last-updated] {
    display: block;
    margin-top: 0.25rem;
  }
`;

export function Footer() {
  const site = useSite();
  const { phone, address, email } = site.contact;
  const { register, careOffered } = site.practice ?? {};
  const { strings } = site;
  // One text (not a space, then the words), so React puts no <!-- --> between them.
  const newTab = <span className="visually-hidden">{` ${strings.opensInNewTab}`}</span>;
  const [updatedBefore, updatedAfter = ""] = strings.websiteUpdated.split("{date}");
  return (
    <Band>
      <div>
        <div>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{site.name}</h2>
            <address>
              <a href={site.links.maps} {...NEW_TAB}>
                {formatAddress(address)}
                {newTab}
              </a>
              <a href={`tel:${phone.tel}`}>{phone.display}</a>
              {email && <a href={`mailto:${email}`}>{email}</a>}
            </address>
            {careOffered && <p>{careOffered.words}</p>}
            {register && (
              <p>
                <a href={register.href} {...NEW_TAB}>
                  {fillIn(strings.registeredWith, { register: register.name })}
                  {newTab}
                </a>
              </p>
            )}
            <ul aria-label={strings.footerSocial}>
              {site.links.social.map((network, i) => (
                <li key={i}>
                  <a href={network.href} {...NEW_TAB}>
                    {network.name}
                    {newTab}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links">{strings.footerLinks}</h2>
            <ul>
              {site.navigation.footer.map((link, i) => (
                <li key={i}>
                  <a href={link.path}>{link.name}</a>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours">{strings.footerHours}</h2>
            <OpeningHoursList />
          </section>
        </div>
        <p>
          {fillIn(strings.copyright, { name: site.name })}
          {site.lastUpdated && (
            <span data-last-updated="">
              {updatedBefore}
              <time dateTime={site.lastUpdated}>{formatDay(site.lastUpdated)}</time>
              {updatedAfter}
            </span>
          )}
        </p>
      </div>
    </Band>
  );
}
