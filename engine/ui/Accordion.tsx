/**
 * An accordion on the platform: each item is a <details> whose <summary> is the question, all of one
 * accordion sharing a name, so the browser keeps one open at a time and the open one can be closed.
 * It works from the moment it is painted, with no script; closed answers are in the HTML, so search
 * engines read them and the browser's find-in-page opens the item that holds a match.
 */
import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { Icon } from "./icons";

export interface AccordionItem {
  heading: ReactNode;
  content: ReactNode;
}

/* Its items, questions and answers are styled from here, by their place, rather than by a class on each (issue 51: the page's weight). */
const List = styled.div`
  display: grid;
  gap: 0.75rem;
  > details {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
  }
  > details > summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    min-height: 2.75rem;
    padding: 0.9rem 1.1rem;
    border-radius: inherit;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSize.title};
    font-weight: bold;
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker { display: none; }
    &:hover { color: ${({ theme }) => theme.colors.primary}; }
    svg {
      flex: none;
      transition: transform 0.2s ease;
    }
  }
  > details[open] > summary svg { transform: rotate(180deg); }
  /* The answer. */
  > details > div {
    padding: 0 1.1rem 1rem;
    color: ${({ theme }) => theme.colors.text};
    > :last-child {
      margin-bottom: 0;
    }
  }
`;

export function Accordion({ items }: { items: AccordionItem[] }) {
  const name = useId();
  return (
    <List>
      {items.map((item, i) => (
        <details key={i} name={name}>
          <summary>
            <span>{item.heading}</span>
            <Icon name="chevron-down" size={20} />
          </summary>
          <div>{item.content}</div>
        </details>
      ))}
    </List>
  );
}
