/**
 * A modal dialog: role="dialog" with aria-modal, named by its heading. Focus
 * moves to its first control when it opens, Tab cycles inside it, Escape or a
 * press outside it asks to close, and on close focus goes back to where it
 * was. Only mounted in the browser (it never appears in the pre-rendered page).
 *
 * It sits as a card at the foot of the screen (to the right where there is room)
 * over an undimmed page: on a phone the page stays readable around it, which
 * search engines expect of a pop-up, and its arrival repaints a small part of
 * the screen rather than all of it.
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import styled from "styled-components";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  display: grid;
  /* At the foot of the screen, to the right where there is room (a phone's screen is the box's width anyway).
     No media query: the rules of a component first drawn in the browser are added then, and an added @media rule
     makes the browser restyle every element of the page. */
  place-items: end;
  padding: clamp(1rem, 3vw, 1.5rem);
`;

const Box = styled.div`
  position: relative;
  width: min(100%, 30rem);
  max-height: calc(100dvh - 2rem);
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 0.5rem 2.5rem rgb(0 0 0 / 0.35);
  &:focus { outline: none; }
`;

export function ModalDialog({ labelledBy, describedBy, onClose, children }: { labelledBy: string; describedBy?: string; onClose: () => void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (box.current?.querySelector<HTMLElement>(FOCUSABLE) ?? box.current)?.focus();
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") latestClose.current();
    };
    document.addEventListener("keydown", onEscape);
    return () => {
      document.removeEventListener("keydown", onEscape);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  /** Keeps Tab and Shift+Tab inside the dialog. */
  const trapTab = (event: KeyboardEvent) => {
    if (event.key !== "Tab" || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby={labelledBy} aria-describedby={describedBy} tabIndex={-1} onKeyDown={trapTab}>
        {children}
      </Box>
    </Backdrop>
  );
}
