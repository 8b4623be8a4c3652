/**
 * One desktop dropdown, after the disclosure navigation pattern (a button with
 * aria-expanded and aria-controls showing a panel of plain links). It opens
 * when the mouse rests on it (floating-ui useHover; safePolygon lets the
 * pointer travel diagonally into the panel), or by Enter, Space or ArrowDown,
 * which also move focus to the first link. Escape and a press outside close it
 * (useDismiss); Escape returns focus to its button, and tabbing out closes it.
 *
 * floating-ui's useRole is left out on purpose: its roles (menu, dialog...)
 * would announce an application menu or a dialog, and site navigation is
 * better served by a plain disclosure button, whose attributes are set here.
 *
 * This file is its own chunk (with floating-ui), loaded only on wide screens:
 * DesktopMenu pre-renders plain buttons and swaps this in.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from "react";
import { NavLink as RouterNavLink } from "react-router-dom";
import styled from "styled-components";
import { ChevronDown } from "lucide-react";
import { autoUpdate, flip, offset, safePolygon, shift, useDismiss, useFloating, useHover, useInteractions, type OpenChangeReason } from "@floating-ui/react";
import type { NavMenu } from "./navigation";
import { Trigger, type MenuIntent } from "./menuTrigger";
import { labelText } from "../ui/typography";

const Panel = styled.div<{ $columns: number }>`
  z-index: 1;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(13rem, 1fr));
  gap: 1.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 1rem 2rem rgb(0 0 0 / 0.14);
  ul { margin: 0; padding: 0; list-style: none; }
`;

const ColumnHeading = styled.p`
  margin: 0 0 0.35rem;
  padding: 0 0.6rem;
  ${labelText}
  color: ${({ theme }) => theme.colors.primary};
`;

const PanelLink = styled(RouterNavLink)`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 0.6rem;
  border-radius: 0.4rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.primary}; }
  &[aria-current="page"] { font-weight: bold; color: ${({ theme }) => theme.colors.primary}; }
`;

type How = "hover" | "press" | "keyboard" | null;

export interface DesktopDropdownProps {
  menu: NavMenu;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the visitor already did to the pre-rendered button, carried out once on mount. */
  intent?: MenuIntent | null;
}

export function DesktopDropdown({ menu, open, onOpenChange, intent }: DesktopDropdownProps) {
  const panelId = useId();
  const [viaKeyboard, setViaKeyboard] = useState(false);
  // How it was opened: a click on a dropdown the mouse already opened should keep it open, not close it.
  const openedBy = useRef<How>(null);

  const change = (next: boolean, how: How) => {
    openedBy.current = next ? how : null;
    setViaKeyboard(next && how === "keyboard");
    onOpenChange(next);
  };

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next: boolean, _event?: Event, reason?: OpenChangeReason) => {
      change(next, reason === "hover" || reason === "safe-polygon" ? "hover" : null);
      if (!next && reason === "escape-key") (refs.domReference.current as HTMLElement | null)?.focus();
    },
    placement: "bottom-start",
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const hover = useHover(context, { mouseOnly: true, handleClose: safePolygon() });
  const dismiss = useDismiss(context);
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, dismiss]);

  const focusFirstLink = () => refs.floating.current?.querySelector<HTMLElement>("a[href]")?.focus();
  useEffect(() => {
    if (open && viaKeyboard) focusFirstLink();
  }, [open, viaKeyboard]);

  // Carry out what was done to the plain button this replaced (usually nothing: it loads before anyone acts).
  useEffect(() => {
    if (!intent) return;
    const trigger = refs.domReference.current as HTMLElement | null;
    if (intent.focus) trigger?.focus();
    if (intent.open === "hover" && !trigger?.matches(":hover")) return;
    if (intent.open) change(true, intent.open);
  }, []);

  const onClick = (event: MouseEvent) => {
    const keyboard = event.detail === 0; // Enter and Space "click" with no pointer
    if (open && openedBy.current === "hover" && !keyboard) {
      openedBy.current = "press";
      return;
    }
    change(!open, keyboard ? "keyboard" : "press");
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    if (open) focusFirstLink();
    else change(true, "keyboard");
  };
  const onBlur = (event: FocusEvent) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) change(false, null);
  };

  return (
    <div onBlur={onBlur}>
      <Trigger
        ref={refs.setReference}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-menu={menu.key}
        {...getReferenceProps({ onClick, onKeyDown })}
      >
        {menu.label}
        <ChevronDown size={18} aria-hidden="true" />
      </Trigger>
      {open && (
        <Panel ref={refs.setFloating} id={panelId} style={floatingStyles} $columns={menu.columns.length} {...getFloatingProps()}>
          {menu.columns.map((column) => {
            const headingId = `${panelId}-${column.key}`;
            return (
              <div key={column.key}>
                {column.heading && <ColumnHeading id={headingId}>{column.heading}</ColumnHeading>}
                <ul aria-labelledby={column.heading ? headingId : undefined}>
                  {column.links.map((link, i) => (
                    <li key={i}>
                      <PanelLink to={link.path} end onClick={() => change(false, null)}>
                        {link.name}
                      </PanelLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </Panel>
      )}
    </div>
  );
}
