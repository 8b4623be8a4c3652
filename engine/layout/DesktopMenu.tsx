/**
 * The wide-screen navigation: direct links, then one dropdown per menu, one
 * open at a time, all closed by a change of page.
 *
 * The dropdowns' code (DesktopDropdown, with floating-ui) is a separate chunk:
 * phones never download it. The page is pre-rendered with plain buttons of the
 * same look; on a wide screen the chunk loads when the browser is idle, or at
 * once when someone points at, focuses or presses a button first, and what
 * they did is carried out when it arrives.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { NavLink as RouterNavLink } from "react-router-dom";
import styled, { useTheme } from "styled-components";
import { ChevronDown } from "lucide-react";
import type { NavLink, NavMenu } from "./navigation";
import { usePathChange } from "./usePathChange";
import { Trigger, topItem, type MenuIntent } from "./menuTrigger";

type DropdownModule = typeof import("./DesktopDropdown");

let loading: Promise<DropdownModule> | null = null;
function loadDropdown(): Promise<DropdownModule> {
  loading ??= import("./DesktopDropdown").catch((error: unknown) => {
    loading = null; // let a later attempt retry
    throw error;
  });
  return loading;
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

const Nav = styled.nav`
  /* Desktop first, so the markup for both sizes is in the page and CSS alone decides. */
  @media (max-width: 63.99rem) {
    display: none;
  }
`;

const TopList = styled.ul`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TopLink = styled(RouterNavLink)`
  ${topItem}
  color: ${({ theme }) => theme.colors.text};
  &:hover { color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.surface}; }
  &[aria-current="page"] { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; text-underline-offset: 0.3em; }
`;

export function DesktopMenu({ direct, menus }: { direct: NavLink[]; menus: NavMenu[] }) {
  const theme = useTheme();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [dropdowns, setDropdowns] = useState<DropdownModule | null>(null);
  const intent = useRef<MenuIntent | null>(null);
  usePathChange(() => setOpenKey(null));

  const enhance = useCallback(() => {
    loadDropdown().then(setDropdowns, (error: unknown) => console.error("The menu code could not be loaded:", error));
  }, []);

  useEffect(() => {
    const query = window.matchMedia?.(`(min-width: ${theme.breakpoints.lg})`);
    if (!query) return;
    if (query.matches) return whenIdle(enhance);
    const onChange = () => query.matches && enhance();
    query.addEventListener?.("change", onChange);
    return () => query.removeEventListener?.("change", onChange);
  }, [enhance, theme.breakpoints.lg]);

  // Intents are handed over once, when the dropdowns mount (their effects run before this one).
  useEffect(() => {
    if (dropdowns) intent.current = null;
  }, [dropdowns]);

  const wake = (key: string, open: MenuIntent["open"], focus: boolean) => {
    const same = intent.current?.key === key ? intent.current : null;
    intent.current = { key, open: open ?? same?.open ?? null, focus: focus || Boolean(same?.focus) };
    enhance();
  };

  return (
    <Nav aria-label="Main" data-nav="desktop" data-enhanced={dropdowns ? "true" : undefined}>
      <TopList>
        {direct.map((link, i) => (
          <li key={i}>
            <TopLink to={link.path} end>
              {link.name}
            </TopLink>
          </li>
        ))}
        {menus.map((menu) => (
          <li key={menu.key}>
            {dropdowns ? (
              <dropdowns.DesktopDropdown
                menu={menu}
                open={openKey === menu.key}
                onOpenChange={(next) => setOpenKey((current) => (next ? menu.key : current === menu.key ? null : current))}
                intent={intent.current?.key === menu.key ? intent.current : null}
              />
            ) : (
              <Trigger
                type="button"
                aria-expanded={false}
                data-menu={menu.key}
                onPointerEnter={(event: PointerEvent) => event.pointerType === "mouse" && wake(menu.key, "hover", false)}
                onFocus={() => wake(menu.key, null, true)}
                onClick={(event: MouseEvent) => wake(menu.key, event.detail === 0 ? "keyboard" : "press", true)}
                onKeyDown={(event: KeyboardEvent) => {
                  if (event.key !== "ArrowDown") return;
                  event.preventDefault();
                  wake(menu.key, "keyboard", true);
                }}
              >
                {menu.label}
                <ChevronDown size={18} aria-hidden="true" />
              </Trigger>
            )}
          </li>
        ))}
      </TopList>
    </Nav>
  );
}
