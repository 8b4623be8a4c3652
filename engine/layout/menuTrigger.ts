/** The look of a desktop menu's button, shared by the pre-rendered button and the interactive dropdown that replaces it. */
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

export const Trigger = styled.button`
  ${topItem}
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  &:hover, &[aria-expanded="true"] { color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.surface}; }
  svg { transition: transform 0.2s ease; }
  &[aria-expanded="true"] svg { transform: rotate(180deg); }
`;

/** What the visitor did to a menu button before its dropdown code arrived, so the dropdown can carry it out. */
export interface MenuIntent {
  key: string;
  open: "hover" | "press" | "keyboard" | null;
  focus: boolean;
}
