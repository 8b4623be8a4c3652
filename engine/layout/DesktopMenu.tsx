/**
 * The wide-screen navigation: direct links, then one dropdown per menu, all in
 * plain HTML and CSS (the header is never hydrated), after the disclosure
 * navigation pattern: a button showing a panel of plain links.
 *
 * - A click, Enter or Space: the button's popovertarget toggles its panel, a
 *   popover="auto". The browser keeps one open at a time, closes it on Escape
 *   or a press outside (focus goes back to the button) and exposes the
 *   button's expanded state.
 * - Mouse hover: CSS :hover on the item shows its panel, unless a panel is
 *   already open by click. The panel is inside the item, so the pointer can
 *   travel into it; a bridge covers the gap under the button.
 * - Placement: under the button, ending at its right edge (the menus are at
 *   the right of the bar, so there is room to the left). Shown by hover, from
 *   its item; opened as a popover, by CSS anchor positioning (flipped when
 *   there is no room), or without it under the header at the right of the
 *   content, where menuEnhancements.ts may place it with floating-ui.
 * - Browsers without popovers get a polyfill, which marks an open panel with
 *   a class instead of :popover-open: the rules say POPOVER_OPEN for both.
 */
import styled, { css } from "styled-components";
import { Icon } from "../ui/icons";
import { desktopAnchorName, desktopPanelId, type NavLink, type NavMenu } from "./navigation";
import { PlainLink, Trigger, topItem } from "./menuTrigger";
import { labelText } from "../ui/typography";
import { useSite } from "../app/SiteContext";
import { POPOVER_OPEN } from "../ui/popoverOpen";

/** Between the button and its panel. */
const GAP = "0.375rem";

const Nav = styled.nav`
  /* Desktop first, so the markup for both sizes is in the page and CSS alone decides. */
  @media (max-width: 63.99rem) {
    display: none;
  }
`;

const Panel = styled.div<{ $columns: number; $anchor: string }>`
  /* The browser's popover box (centred in the window, with a border) gives way to ours. */
  position: fixed;
  inset: auto;
  margin: 0;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(13rem, 1fr));
  gap: 1.5rem;
  /* Its rows as tall as their links: WebKit stretches a grid's rows to its max-height otherwise. */
  align-content: start;
  max-height: calc(100dvh - ${({ theme }) => theme.headerHeight} - 1rem);
  overflow-y: auto;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 1rem 2rem rgb(0 0 0 / 0.14);
  ul { margin: 0; padding: 0; list-style: none; }
  /* Its links, styled from here: a class on each of them would be repeated some 25 times on every page. */
  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 0.6rem;
    border-radius: 0.4rem;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.primary}; }
  a[aria-current="page"] { font-weight: bold; color: ${({ theme }) => theme.colors.primary}; }
  /* A column's heading. */
  > div > p {
    margin: 0 0 0.35rem;
    padding: 0 0.6rem;
    ${labelText}
    color: ${({ theme }) => theme.colors.primary};
  }
  /* Shown as a popover here; shown on hover by Item below. Otherwise the browser hides it. */
  &${POPOVER_OPEN} { display: grid; }

  /*
   * Shown by hover, it is inside its item: under the button, ending at the button's right edge (the menus are at
   * the right of the bar, so there is room to the left). Not by anchor positioning: WebKit leaves a panel shown
   * this way where it stands in the page, past the window's right edge at 1024 px.
   */
  &:not(${POPOVER_OPEN}) { position: absolute; top: calc(100% + ${GAP}); right: 0; }

  /* Open as a popover, it is placed against the window. Anchor positioning, tested by position-area (the first browsers with anchor-name named it otherwise). */
  @supports (position-area: block-end) {
    &${POPOVER_OPEN} {
      position-anchor: ${({ $anchor }) => $anchor};
      position-area: block-end span-inline-start;
      margin-top: ${GAP};
      position-try-fallbacks: flip-inline;
    }
  }
  /* Without it: under the header, at the right of the content, where menuPlacement.ts may place it under its button. */
  @supports not (position-area: block-end) {
    &${POPOVER_OPEN} {
      top: calc(${({ theme }) => theme.headerHeight} - 0.25rem);
      right: max(1.25rem, calc((100vw - ${({ theme }) => theme.maxWidth}) / 2 + 1.25rem));
    }
  }
`;

const Button = styled(Trigger)<{ $anchor: string }>`
  anchor-name: ${({ $anchor }) => $anchor};
`;

/** The look of an item whose panel shows. */
const open = css`
  > button { color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.surface}; }
  > button svg { transform: rotate(180deg); }
`;

/*
 * The bar's items (a direct link, or a menu's button and panel) are styled from here, by their place, rather than
 * by a class on each (issue 51: the page's weight).
 */
const TopList = styled.ul`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  > li { position: relative; }
  > li > a {
    ${topItem}
    color: ${({ theme }) => theme.colors.text};
    &:hover { color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.surface}; }
    &[aria-current="page"] { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; text-underline-offset: 0.3em; }
  }
  > li:has(> ${POPOVER_OPEN}) { ${open} }
  /* Hover opens only with a mouse (a tap's sticky hover would keep a panel up), and never beside a panel opened by click. */
  @media (hover: hover) {
    &:not(:has(${POPOVER_OPEN})) > li:hover {
      ${open}
      > [popover] { display: grid; }
      /* Covers the gap under the button, so the pointer stays on the item on its way to the panel. */
      &::after { content: ""; position: absolute; top: 100%; left: 0; right: 0; height: calc(${GAP} + 2px); }
    }
  }
`;

function Dropdown({ menu }: { menu: NavMenu }) {
  const panelId = desktopPanelId(menu);
  const anchor = desktopAnchorName(menu);
  return (
    <li>
      <Button type="button" popoverTarget={panelId} $anchor={anchor}>
        {menu.label}
        <Icon name="chevron-down" size={18} />
      </Button>
      <Panel id={panelId} popover="auto" $columns={menu.columns.length} $anchor={anchor}>
        {menu.columns.map((column) => {
          const headingId = `${panelId}-${column.key}`;
          return (
            <div key={column.key}>
              {column.heading && <p id={headingId}>{column.heading}</p>}
              <ul aria-labelledby={column.heading ? headingId : undefined}>
                {column.links.map((link, i) => (
                  <li key={i}>
                    <PlainLink to={link.path}>{link.name}</PlainLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </Panel>
    </li>
  );
}

export function DesktopMenu({ direct, menus }: { direct: NavLink[]; menus: NavMenu[] }) {
  const { strings } = useSite();
  return (
    <Nav aria-label={strings.desktopNavigation} data-nav="desktop">
      <TopList>
        {direct.map((link, i) => (
          <li key={i}>
            <PlainLink to={link.path}>{link.name}</PlainLink>
          </li>
        ))}
        {menus.map((menu) => (
          <Dropdown key={menu.key} menu={menu} />
        ))}
      </TopList>
    </Nav>
  );
}
