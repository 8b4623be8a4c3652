/**
 * WAI-ARIA accordion: each item is a heading holding a button (aria-expanded,
 * aria-controls) and a region labelled by that button. One item is open at a
 * time and the open one can be closed again. Closed answers are in the HTML
 * with the `hidden` attribute, so search engines and find-in-page readers of
 * the pre-rendered page still get them.
 */
import { useId, useState, type ReactNode } from "react";
import styled from "styled-components";
import { ChevronDown } from "lucide-react";

export interface AccordionItem {
  heading: ReactNode;
  content: ReactNode;
}

const List = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Item = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.title};
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.9rem 1.1rem;
  border: 0;
  border-radius: inherit;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: bold;
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  svg {
    flex: none;
    transition: transform 0.2s ease;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
  padding: 0 1.1rem 1rem;
  color: ${({ theme }) => theme.colors.text};
  > :last-child {
    margin-bottom: 0;
  }
`;

export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <List>
      {items.map((item, i) => {
        const buttonId = `${baseId}-button-${i}`;
        const panelId = `${baseId}-panel-${i}`;
        const expanded = open === i;
        return (
          <Item key={i}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
              >
                <span>{item.heading}</span>
                <ChevronDown size={20} aria-hidden="true" />
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
