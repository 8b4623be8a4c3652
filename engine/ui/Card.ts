/** The card look shared by grids of items (benefits, contact details, documents, referral services). */
import styled from "styled-components";

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};

  h3 { font-size: ${({ theme }) => theme.fontSize.title}; margin: 0; }
  p { margin: 0; }
`;

/** A responsive grid of cards: one column on phones, as many ~16rem columns as fit on wider screens. */
export const CardGrid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = "16rem" }) => $min}), 1fr));
  gap: 1.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A round, tinted badge for an item's icon (decorative: the icon itself is aria-hidden). */
export const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  flex: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
`;
