/** The look of the desktop bar's items (direct links and menu buttons), and the menus' links. */
import { NavLink } from "react-router-dom";
import styled from "styled-components";

export const topItem = `
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 2.75rem;
  padding: 0 0.8rem;
  border-radius: 0.5rem;
  font: inherit;
  font-weight: bold;
  text-decoration: none;
  cursor: pointer;
`;

/** A menu's button; its "open" look comes from DesktopMenu, which knows when its panel shows. */
export const Trigger = styled.button`
  ${topItem}
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  &:hover { color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.surface}; }
  svg { transition: transform 0.2s ease; }
`;

/**
 * A link of the header: a plain <a href>, so following it is a full page load of the pre-rendered page (which
 * also closes every menu). The router, on the server, marks the current page with aria-current="page";
 * reloadDocument keeps it a plain link should a React tree ever run it in the browser, and discover="none"
 * leaves out the data-discover mark, which only React Router's framework mode reads.
 */
export const MenuLink = styled(NavLink).attrs({ reloadDocument: true, end: true, discover: "none" })``;
