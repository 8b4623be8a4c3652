/** Placeholder header (plain links from site.config.json); the interactive menus replace it. */
import { Link } from "react-router-dom";
import { useSite } from "../app/SiteContext";

export function Header() {
  const site = useSite();
  return (
    <header style={{ position: "fixed", top: 0, left: 0, right: 0, height: "4rem", background: "#fff", zIndex: 50, borderBottom: "1px solid #ddd" }}>
      <nav aria-label="Main" style={{ display: "flex", gap: "1rem", alignItems: "center", height: "100%", padding: "0 1rem" }}>
        {site.navigation.direct.map((item) => (
          <Link key={item.path} to={item.path}>{item.name}</Link>
        ))}
      </nav>
    </header>
  );
}
