/**
 * Shown only when the browser runs no JavaScript: the form's fields stay
 * disabled then (nothing could send them), so say why and how else to reach us.
 */
import { useSite } from "../app/SiteContext";

export function NoScriptNote() {
  const site = useSite();
  return (
    <noscript>
      <p>
        This form needs JavaScript, which is switched off in your browser. Please call us on{" "}
        <a href={`tel:${site.contact.phone.tel}`}>{site.contact.phone.display}</a> instead.
      </p>
    </noscript>
  );
}
