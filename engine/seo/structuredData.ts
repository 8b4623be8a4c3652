/**
 * schema.org JSON-LD made from typed content: the business (its type from site.config.json, a LocalBusiness
 * type such as Dentist or Physiotherapy, with its address, map position, telephone and opening hours) on the pages
 * that describe the practice, and the page's breadcrumb trail (BreadcrumbList); on a location's page
 * (site.config.json, "locations"), that location as a business of its own.
 *
 * A page's FAQs are not repeated as FAQPage data: Google limited FAQ rich results to well-known government and
 * health sites in 2023 and stopped showing them at all in May 2026, so the answers, already on the page, cost every
 * page with an FAQ their weight again for nothing a search shows (docs/build-speed.md, "Page weight").
 */
import type { Location, OpeningHoursRow, SiteConfig } from "../schema/site";
import type { Page } from "../schema/page";
import { locationRoute } from "../content/routes";

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
    address: postalAddress(address),
    ...(site.contact.geo ? { geo: { "@type": "GeoCoordinates", latitude: site.contact.geo.latitude, longitude: site.contact.geo.longitude } } : {}),
    openingHoursSpecification: hoursSpecification(site.openingHours),
    sameAs: site.links.social.map((s) => s.href),
    hasMap: site.links.maps,
    // Each location's own data names the practice as its parentOrganization; the practice names them back.
    ...(site.locations?.length ? { subOrganization: site.locations.map((location) => ({ "@type": site.businessType, name: location.name, url: absoluteUrl(site, locationRoute(location.id)) })) } : {}),
  };
}

function postalAddress(address: SiteConfig["contact"]["address"]) {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postcode,
    addressCountry: "GB",
  };
}

function hoursSpecification(rows: OpeningHoursRow[]) {
  return rows
    .filter((row) => row.opens && row.closes)
    .map((row) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: row.days.map(DAY_URL), opens: row.opens, closes: row.closes }));
}

/**
 * One location of the practice as a business of its own type (a Dentist), with its address, hours and telephone.
 * It is tied to the practice with parentOrganization, not listed as the practice's department: schema.org's
 * department is a part of a business at its premises (a pharmacy inside a shop), while a branch surgery is a
 * place of its own at another address, which search engines show as a business of its own that belongs to the
 * practice. The practice is named by its name and its address on the web, as its own data names itself.
 */
export function locationJsonLd(site: SiteConfig, location: Location, path: string) {
  return {
    "@context": "https://schema.org",
    "@type": site.businessType,
    name: location.name,
    url: absoluteUrl(site, path),
    image: absoluteUrl(site, site.logo.src),
    telephone: location.phone.display,
    address: postalAddress(location.address),
    openingHoursSpecification: hoursSpecification(location.openingHours),
    ...(location.maps ? { hasMap: location.maps } : {}),
    parentOrganization: { "@type": site.businessType, name: site.name, url: absoluteUrl(site, "/") },
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
  const location = page.describesLocation ? site.locations?.find((candidate) => candidate.id === page.describesLocation) : undefined;
  return [page.describesPractice ? practiceJsonLd(site) : null, location ? locationJsonLd(site, location, locationRoute(location.id)) : null, breadcrumbJsonLd(site, page)].filter(
    (item): item is NonNullable<typeof item> => item !== null,
  );
}
