/**
 * The narrow-screen navigation, in plain HTML and CSS (the header is never
 * hydrated): a menu button (popovertarget, named "Menu"; the browser exposes
 * whether it is expanded) shows a panel, a popover="auto" under the header
 * bar, with the direct links and one <details> section per menu. Escape and a
 * press outside close it, and following a link loads the next page, where
 * everything starts closed.
 *
 * A menu with several columns (the treatments) first asks which column: one
 * exclusive <details name> per column, whose summary reads "Back to …" once
 * open while CSS hides the other choices; focus stays on that summary either
 * way. Long lists scroll inside a maximum height.
 */
import styled, { css } from "styled-components";
import { Icon } from "../ui/icons";
import { MOBILE_PANEL_ID, columnGroupName, type NavLink, type NavMenu } from "./navigation";
import { PlainLink } from "./menuTrigger";
import { labelText } from "../ui/typography";
import { useSite } from "../app/SiteContext";
import { fillIn } from "../ui/fillIn";
import { POPOVER_OPEN } from "../ui/popoverOpen";

const Wrapper = styled.div`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 0.5rem;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  /* The first icon says "open", the second "close"; the panel's state picks one. */
  svg:last-child { display: none; }
  &:has(+ ${POPOVER_OPEN}) {
    svg:first-child { display: none; }
    svg:last-child { display: block; }
  }
`;

const row = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.5rem;
  border-radius: 0.4rem;
  text-decoration: none;
  cursor: pointer;
`;

/** A summary as a row, without the browser's triangle. */
const summaryRow = css`
  ${row}
  list-style: none;
  &::-webkit-details-marker { display: none; }
`;

const current = css`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 0.3em;
`;

/*
 * Under the fixed header bar (over its bottom border), full width, instead of the browser's popover box in the
 * middle of the window. Everything in it is styled from here, by its place: a class on each row, summary and
 * list would be repeated some 25 times on every page (issue 51: the page's weight). The places:
 * nav > ul > li: an item (a direct link, or a menu's <details>: its summary, then its body);
 * in a body, a list of links (ul), or for a menu of several columns one <details> per column (its summary
 * names the choice, then the way back; then the column's heading and its list).
 */
const Panel = styled.div`
  position: fixed;
  inset: calc(${({ theme }) => theme.headerHeight} - 1px) 0 auto;
  width: 100%;
  max-height: calc(100dvh - ${({ theme }) => theme.headerHeight});
  margin: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0.5rem 1.25rem 1.25rem;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 1rem 2rem rgb(0 0 0 / 0.15);
  ul { margin: 0; padding: 0; list-style: none; }
  /* Said outright: a panel only the popover polyfill opened is still closed to a browser's own popover rules. */
  &${POPOVER_OPEN} { display: block; }

  /* An item of the menu, and a direct link. */
  nav > ul > li { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  nav > ul > li > a {
    ${row}
    font-weight: bold;
    color: ${({ theme }) => theme.colors.text};
    &[aria-current="page"] { ${current} }
  }

  /* A menu's section: its summary, then its body. */
  nav > ul > li > details > summary {
    ${summaryRow}
    justify-content: space-between;
    font-weight: bold;
    color: ${({ theme }) => theme.colors.text};
    svg { transition: transform 0.2s ease; }
  }
  nav > ul > li > details[open] > summary svg { transform: rotate(180deg); }
  nav > ul > li > details > div { padding: 0 0 0.75rem 0.75rem; }

  /* Long lists scroll inside the panel rather than pushing the rest out of reach. */
  li ul {
    max-height: 16rem;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  li ul a {
    ${row}
    color: ${({ theme }) => theme.colors.text};
  }
  li ul a[aria-current="page"] { font-weight: bold; ${current} }

  /* The columns' choice: once a column is chosen, the other choices give way to its list. */
  li > details > div > div:has(> details[open]) > details:not([open]) { display: none; }
  li > details > div > div > details > summary {
    ${summaryRow}
    color: ${({ theme }) => theme.colors.text};
  }
  li > details > div > div > details[open] > summary {
    font-weight: bold;
    color: ${({ theme }) => theme.colors.primary};
  }
  /* The summary names the choice while closed (its first span) and the way back once open (its second). */
  summary > span {
    display: flex;
    align-items: center;
  }
  summary > span:first-child {
    flex: 1;
    justify-content: space-between;
  }
  summary > span:last-child { gap: 0.5rem; }
  details[open] > summary > span:first-child,
  details:not([open]) > summary > span:last-child { display: none; }
  li > details > div > div > details > p {
    margin: 0.25rem 0;
    padding: 0 0.5rem;
    ${labelText}
    color: ${({ theme }) => theme.colors.primary};
  }
`;

function Links({ links, labelledBy }: { links: NavLink[]; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy}>
      {links.map((link, i) => (
        <li key={i}>
          <PlainLink to={link.path}>{link.name}</PlainLink>
        </li>
      ))}
    </ul>
  );
}

/** One exclusive <details> per column: its summary is the choice, then the way back. */
function ColumnChoice({ menu }: { menu: NavMenu }) {
  const { strings } = useSite();
  return (
    <div>
      {menu.columns.map((column) => {
        const headingId = `${MOBILE_PANEL_ID}-${menu.key}-${column.key}`;
        return (
          <details key={column.key} name={columnGroupName(menu)}>
            <summary>
              <span>
                {column.heading}
                <Icon name="chevron-right" size={18} />
              </span>
              <span>
                <Icon name="chevron-left" size={18} />
                {fillIn(strings.menuBack, { menu: menu.label })}
              </span>
            </summary>
            <p id={headingId}>{column.heading}</p>
            <Links links={column.links} labelledBy={headingId} />
          </details>
        );
      })}
    </div>
  );
}

export function MobileMenu({ direct, menus }: { direct: NavLink[]; menus: NavMenu[] }) {
  const { strings } = useSite();
  return (
    <Wrapper data-nav="mobile">
      <MenuButton type="button" popoverTarget={MOBILE_PANEL_ID} aria-label={strings.menuButton}>
        <Icon name="menu" size={24} />
        <Icon name="x" size={24} />
      </MenuButton>
      <Panel id={MOBILE_PANEL_ID} popover="auto">
        {/* Named apart from the desktop "Main" navigation: CSS shows one at a time, but a page's landmarks need names of their own. */}
        <nav aria-label={strings.mobileNavigation}>
          <ul>
            {direct.map((link, i) => (
              <li key={i}>
                <PlainLink to={link.path}>{link.name}</PlainLink>
              </li>
            ))}
            {menus.map((menu) => (
              <li key={menu.key}>
                <details>
                  <summary>
                    {menu.label}
                    <Icon name="chevron-down" size={18} />
                  </summary>
                  <div>{menu.columns.length > 1 ? <ColumnChoice menu={menu} /> : <Links links={menu.columns[0]?.links ?? []} />}</div>
                </details>
              </li>
            ))}
          </ul>
        </nav>
      </Panel>
    </Wrapper>
  );
}
