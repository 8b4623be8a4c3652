/**
 * The narrow-screen navigation: a menu button (aria-expanded, aria-controls,
 * named "Open menu" / "Close menu") shows a panel with the direct links and
 * one collapsible section per menu. A menu with several columns (the
 * treatments) first asks which column, then lists it with a "Back to ..."
 * control. Long lists scroll inside a fixed maximum height. Any link, Escape,
 * or a change of page closes the panel; a change of page also collapses the
 * sections and goes back to the column choice.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { NavLink as RouterNavLink } from "react-router-dom";
import styled from "styled-components";
import { ChevronDown, ChevronLeft, ChevronRight, Menu, X } from "lucide-react";
import type { NavColumn, NavLink, NavMenu } from "./navigation";
import { usePathChange } from "./usePathChange";
import { labelText } from "../ui/typography";

const Wrapper = styled.div`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const square = `
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border-radius: 0.5rem;
  cursor: pointer;
`;

const MenuButton = styled.button`
  ${square}
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
`;

/* Positioned against the fixed header bar: it drops down under it, full width. */
const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100dvh - ${({ theme }) => theme.headerHeight});
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0.5rem 1.25rem 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 1rem 2rem rgb(0 0 0 / 0.15);
  ul { margin: 0; padding: 0; list-style: none; }
`;

const row = `
  display: flex;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.5rem;
  border: 0;
  border-radius: 0.4rem;
  background: none;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TopLink = styled(RouterNavLink)`
  ${row}
  font-weight: bold;
  color: ${({ theme }) => theme.colors.text};
  &[aria-current="page"] { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; text-underline-offset: 0.3em; }
`;

const SectionButton = styled.button`
  ${row}
  justify-content: space-between;
  font-weight: bold;
  color: ${({ theme }) => theme.colors.text};
  svg { transition: transform 0.2s ease; }
  &[aria-expanded="true"] svg { transform: rotate(180deg); }
`;

const SectionBody = styled.div`
  padding: 0 0 0.75rem 0.75rem;
`;

/* Long lists scroll inside the panel rather than pushing the rest out of reach. */
const ScrollList = styled.ul`
  max-height: 16rem;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const SubLink = styled(RouterNavLink)`
  ${row}
  color: ${({ theme }) => theme.colors.text};
  &[aria-current="page"] { font-weight: bold; color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; text-underline-offset: 0.3em; }
`;

const ChoiceButton = styled.button`
  ${row}
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.text};
`;

const BackButton = styled.button`
  ${row}
  font-weight: bold;
  color: ${({ theme }) => theme.colors.primary};
`;

const ColumnHeading = styled.p`
  margin: 0.25rem 0;
  padding: 0 0.5rem;
  ${labelText}
  color: ${({ theme }) => theme.colors.primary};
`;

function Links({ links, labelledBy, onNavigate }: { links: NavLink[]; labelledBy?: string; onNavigate: () => void }) {
  return (
    <ScrollList aria-labelledby={labelledBy}>
      {links.map((link, i) => (
        <li key={i}>
          <SubLink to={link.path} end onClick={onNavigate}>
            {link.name}
          </SubLink>
        </li>
      ))}
    </ScrollList>
  );
}

/** Choice of column, then the chosen column's links with a way back. Focus follows the view that replaces the pressed button. */
function ColumnChooser({ menu, chosen, onChoose, onNavigate }: { menu: NavMenu; chosen: string | null; onChoose: (key: string | null) => void; onNavigate: () => void }) {
  const headingId = useId();
  const back = useRef<HTMLButtonElement>(null);
  const choices = useRef<Record<string, HTMLButtonElement | null>>({});
  const pendingFocus = useRef<string | null>(null);
  const column: NavColumn | undefined = menu.columns.find((c) => c.key === chosen);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    (target === "back" ? back.current : choices.current[target])?.focus();
  });

  if (!column) {
    return (
      <ul>
        {menu.columns.map((c) => (
          <li key={c.key}>
            <ChoiceButton
              type="button"
              ref={(el) => {
                choices.current[c.key] = el;
              }}
              onClick={() => {
                pendingFocus.current = "back";
                onChoose(c.key);
              }}
            >
              {c.heading}
              <ChevronRight size={18} aria-hidden="true" />
            </ChoiceButton>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <BackButton
        ref={back}
        type="button"
        onClick={() => {
          pendingFocus.current = column.key;
          onChoose(null);
        }}
      >
        <ChevronLeft size={18} aria-hidden="true" />
        Back to {menu.label}
      </BackButton>
      <ColumnHeading id={headingId}>{column.heading}</ColumnHeading>
      <Links links={column.links} labelledBy={headingId} onNavigate={onNavigate} />
    </>
  );
}

export function MobileMenu({ direct, menus }: { direct: NavLink[]; menus: NavMenu[] }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [chosen, setChosen] = useState<Readonly<Record<string, string | null>>>({});
  const button = useRef<HTMLButtonElement>(null);

  usePathChange(() => {
    setOpen(false);
    setExpanded(new Set());
    setChosen({});
  });

  const close = () => setOpen(false);
  const toggleSection = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    close();
    button.current?.focus();
  };

  return (
    <Wrapper data-nav="mobile" onKeyDown={onKeyDown}>
      <MenuButton ref={button} type="button" aria-expanded={open} aria-controls={panelId} aria-label={open ? "Close menu" : "Open menu"} onClick={() => setOpen(!open)}>
        {open ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
      </MenuButton>
      <Panel id={panelId} hidden={!open}>
        <nav aria-label="Main">
          <ul>
            {direct.map((link, i) => (
              <Item key={i}>
                <TopLink to={link.path} end onClick={close}>
                  {link.name}
                </TopLink>
              </Item>
            ))}
            {menus.map((menu) => {
              const bodyId = `${panelId}-${menu.key}`;
              const isOpen = expanded.has(menu.key);
              return (
                <Item key={menu.key}>
                  <SectionButton type="button" aria-expanded={isOpen} aria-controls={bodyId} onClick={() => toggleSection(menu.key)}>
                    {menu.label}
                    <ChevronDown size={18} aria-hidden="true" />
                  </SectionButton>
                  <SectionBody id={bodyId} hidden={!isOpen}>
                    {menu.columns.length > 1 ? (
                      <ColumnChooser
                        menu={menu}
                        chosen={chosen[menu.key] ?? null}
                        onChoose={(key) => setChosen((current) => ({ ...current, [menu.key]: key }))}
                        onNavigate={close}
                      />
                    ) : (
                      <Links links={menu.columns[0]?.links ?? []} onNavigate={close} />
                    )}
                  </SectionBody>
                </Item>
              );
            })}
          </ul>
        </nav>
      </Panel>
    </Wrapper>
  );
}
