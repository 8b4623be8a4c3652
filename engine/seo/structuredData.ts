/**
 * schema.org JSON-LD made from typed content: the business (its type from site.config.json, a LocalBusiness
 * type such as Dentist or Physiotherapy, with its address, map position, telephone and opening hours), the
 * page's FAQs (FAQPage) and its breadcrumb trail (BreadcrumbList).
 */
import type { SiteConfig } from "../schema/site";
import type { Page } from "../schema/page";
import { formatHoursRow } from "../ui/format";
import { plainText } from "../ui/inlineText";

const DAY_URL = (day: string) => `https://schema.org/${day}`;

export function absoluteUrl(site: SiteConfig, path: string): string {
  return site.url.replace(/\/$/, "") + path;
}

export function practiceJsonLd(site: SiteConfig) {
  const { address, phone, email } = site.contact;
  return {
    "@context": "https://schema.org",
    "@type": site.businessType,
    name: site.name,
    url: absoluteUrl(site, "/"),
    logo: absoluteUrl(site, site.logo.src),
    image: absoluteUrl(site, site.logo.src),
    telephone: phone.display,
    ...(email ? { email } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postcode,
      addressCountry: "GB",
    },
    ...(site.contact.geo ? { geo: { "@type": "GeoCoordinates", latitude: site.contact.geo.latitude, longitude: site.contact.geo.longitude } } : {}),
    openingHoursSpecification: site.openingHours
      .filter((row) => row.opens && row.closes)
      .map((row) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: row.days.map(DAY_URL), opens: row.opens, closes: row.closes })),
    sameAs: site.links.social.map((s) => s.href),
    hasMap: site.links.maps,
  };
}

export function faqJsonLd(site: SiteConfig, page: Page) {
  const items = page.blocks.flatMap((block) => (block.type === "faq" ? block.items : []));
  if (!items.length) return null;
  const hours = site.openingHours.map((row) => `${row.label}: ${formatHoursRow(row, site.strings.closed)}`);
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      // Search engines get the answer's words, not the markers of its links and bold words.
      acceptedAnswer: { "@type": "Answer", text: [[item.answer].flat().map(plainText), item.openingHours ? hours : []].flat().join("\n") },
    })),
  };
}

export function breadcrumbJsonLd(site: SiteConfig, page: Page) {
  if (!page.breadcrumbs?.length) return null;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: page.breadcrumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

export function structuredDataFor(site: SiteConfig, page: Page): object[] {
  return [page.describesPractice ? practiceJsonLd(site) : null, faqJsonLd(site, page), breadcrumbJsonLd(site, page)].filter(
    (item): item is NonNullable<typeof item> => item !== null,
  );
}
