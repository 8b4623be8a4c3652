/** Placeholder footer (plain links from site.config.json). */
import { Link } from "react-router-dom";
import { useSite } from "../app/SiteContext";

export function Footer() {
  const site = useSite();
  return (
    <footer style={{ padding: "2rem 1rem", background: "#0b3d42", color: "#fff" }}>
      <ul>
        {site.navigation.footer.map((item) => (
          <li key={item.path}><Link style={{ color: "#fff" }} to={item.path}>{item.name}</Link></li>
        ))}
      </ul>
    </footer>
  );
}
