/**
 * Shown only when the browser runs no JavaScript: the form's fields stay disabled then (nothing could
 * send them), so say why and how else to reach the business: the site's words, with the phone as a link.
 */
import { useSite } from "../app/SiteContext";
import { around } from "../ui/fillIn";

export function NoScriptNote() {
  const site = useSite();
  const [before, after] = around(site.strings.formNoScript, "phone");
  return (
    <noscript>
      <p>
        {before}
        <a href={`tel:${site.contact.phone.tel}`}>{site.contact.phone.display}</a>
        {after}
      </p>
    </noscript>
  );
}
