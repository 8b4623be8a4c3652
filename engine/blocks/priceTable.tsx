/** A real table of prices (bands with descriptions, or treatments and their prices), with notes and buttons under it. */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Section } from "../ui/Section";
import { ActionRow } from "../ui/ActionRow";
import { InlineText } from "../ui/InlineText";

const Frame = styled.div`
  max-width: 48rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th, td { padding: 0.75rem 1rem; text-align: left; vertical-align: top; }
  thead th { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primaryText}; }
  tbody tr:nth-child(even) { background: ${({ theme }) => theme.colors.surface}; }
  tbody th { font-weight: bold; }
  .price { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
`;

const Description = styled.span`
  display: block;
  margin-top: 0.25rem;
  font-weight: normal;
  color: ${({ theme }) => theme.colors.muted};
`;

const Notes = styled.ul`
  max-width: 48rem;
  margin: 1.25rem 0 0;
  padding-left: 1.25rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export default function PriceTableBlock({ block }: { block: BlockOf<"priceTable"> }) {
  const id = useId();
  const [itemColumn, priceColumn] = block.columns;
  return (
    <Section id={id} heading={block.heading} intro={block.intro}>
      <Frame>
        <Table>
          {/* The section heading is visible above; the caption names the table for screen readers. */}
          <caption className="visually-hidden">{block.heading}</caption>
          <thead>
            <tr>
              <th scope="col">{itemColumn}</th>
              <th scope="col" className="price">{priceColumn}</th>
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, i) => (
              <tr key={i}>
                <th scope="row">
                  {row.label}
                  {row.description && <Description>{row.description}</Description>}
                </th>
                <td className="price">{row.price}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Frame>
      {block.notes.length > 0 && (
        <Notes>
          {block.notes.map((note, i) => (
            <li key={i}><InlineText text={note} /></li>
          ))}
        </Notes>
      )}
      <ActionRow actions={block.actions} />
    </Section>
  );
}
