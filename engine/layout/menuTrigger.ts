/** The look of the desktop bar's items (direct links and menu buttons), and the menus' links. */
import { createElement, type ReactNode } from "react";
import styled from "styled-components";
import { LINK_MARK, useCurrentPage } from "../app/currentPath";

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
 * also closes every menu). The current page's link is marked aria-current="page" (and "active", as a router's
 * link marked it), from the address being drawn (engine/app/currentPath.tsx); in a header drawn once for many
 * pages, its <a> carries a numbered mark first, where each page puts its own marking (engine/app/frameParts.tsx).
 */
export function PlainLink({ to, className, children }: { to: string; className?: string; children?: ReactNode }) {
  const { current, mark } = useCurrentPage(to);
  return createElement("a", { [LINK_MARK]: mark, "aria-current": current ? "page" : undefined, className: [className, current ? "active" : null].filter(Boolean).join(" ") || undefined, href: to }, children);
}
