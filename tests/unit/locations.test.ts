/**
 * A practice with several locations (site.config.json, "locations"): each location's page at /locations/<id>, made
 * by the engine with its address, hours, phone, booking link and team; its own structured data; the sitemap; the
 * find-us list; the opening hours and contact blocks showing one location or all. And what the validator refuses:
 * a location without hours, a team member the site's team does not list, a block naming a location the site lacks.
 * The fixture's locations are fictional, written here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../engine/cli/build";
import { validateProject } from "../../engine/content/validate";
import { formatProblem } from "../../engine/content/validate/problem";
import { tempSite, type TempSite } from "../support/tempSite";
import { markupErrors } from "../support/htmlValidate";

const HOURS = [
  { days: ["Monday", "Tuesday", "Wednesday"], label: "Monday – Wednesday", opens: "09:00", closes: "17:30" },
  { days: ["Thursday", "Friday", "Saturday", "Sunday"], label: "Thursday – Sunday" },
];

const LOCATIONS = [
  {
    id: "harbour-street",
    name: "Example Clinic, Harbour Street",
    address: { street: "12 Harbour Street", locality: "Portwell", region: "Testshire", postcode: "TE1 1AA", country: "United Kingdom" },
    phone: { display: "01632 961111", tel: "01632961111" },
    openingHours: HOURS,
    booking: "https://booking.example.com/harbour-street",
    maps: "https://maps.example.com/harbour-street",
    team: ["Robin Sample"],
  },
  {
    id: "mill-lane",
    name: "Example Clinic, Mill Lane",
    address: { street: "4 Mill Lane", locality: "Upfield", region: "Testshire", postcode: "TE2 2BB", country: "United Kingdom" },
    phone: { display: "01632 962222", tel: "01632962222" },
    openingHours: [{ days: ["Tuesday"], label: "Tuesdays only", opens: "10:00", closes: "14:00" }],
    team: ["Sam Placeholder"],
  },
];

const TEAM = {
  type: "teamGrid",
  heading: "The people",
  registrationLabel: "Reg. No.",
  members: [
    { name: "Robin Sample", role: "Clinician", registrationNumber: "123456" },
    { name: "Sam Placeholder", role: "Receptionist", registered: false },
  ],
};

/** The fixture with the locations, a team page and the blocks that show them. */
function withLocations(site: TempSite) {
  site.edit("site.config.json", (config) => (config.locations = structuredClone(LOCATIONS)));
  site.edit("pages/contact.json", (page) => page.blocks.push(TEAM));
}

function problemsOf(setup: (site: TempSite) => void): string[] {
  const site = tempSite();
  try {
    setup(site);
    return validateProject(site.root).problems.filter((p) => p.severity === "error").map(formatProblem);
  } finally {
    site.remove();
  }
}

describe("the validator and a practice's locations", () => {
  it("takes a site without locations as before, and one with them", () => {
    expect(problemsOf(() => {})).toEqual([]);
    expect(problemsOf(withLocations)).toEqual([]);
  });

  it("refuses a location without hours, naming the file, the place and the reason in plain words", () => {
    const lines = problemsOf((site) => {
      withLocations(site);
      site.edit("site.config.json", (config) => delete config.locations[1].openingHours);
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^site\.config\.json:\d+:\d+ › locations\[1\]\.openingHours: .*this location has no opening hours: every location needs its own/);
    expect(lines[0]).not.toMatch(/\bat \w+ \(|ZodError|undefined/);
  });

  it("refuses a location with an empty list of hours", () => {
    const lines = problemsOf((site) => {
      withLocations(site);
      site.edit("site.config.json", (config) => (config.locations[0].openingHours = []));
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^site\.config\.json:\d+:\d+ › locations\[0\]\.openingHours: /);
  });

  it("refuses a team member the site's team grids do not list, at the name, with the nearest name", () => {
    const lines = problemsOf((site) => {
      withLocations(site);
      site.edit("site.config.json", (config) => (config.locations[0].team = ["Robin Sample", "Robyn Sample"]));
    });
    expect(lines).toEqual([expect.stringMatching(/^site\.config\.json:\d+:\d+ › locations\[0\]\.team\[1\]: "Robyn Sample" is not in the site's team.*did you mean "Robin Sample"\?/)]);
  });

  it("refuses two locations with one short name", () => {
    const lines = problemsOf((site) => {
      withLocations(site);
      site.edit("site.config.json", (config) => (config.locations[1].id = "harbour-street"));
    });
    expect(lines).toEqual([expect.stringMatching(/^site\.config\.json:\d+:\d+ › locations\[1\]\.id: .*location 1 is already named "harbour-street"/)]);
  });

  it("refuses a page file at the address of a location's page", () => {
    const lines = problemsOf((site) => {
      withLocations(site);
      site.write("pages/locations/harbour-street.json", { ...site.read("pages/veneers.json"), $schema: "../../schemas/page.schema.json" });
    });
    expect(lines).toEqual([expect.stringMatching(/^site\.config\.json:\d+:\d+ › locations\[0\]\.id: .*pages\/locations\/harbour-street\.json is already at that address/)]);
  });

  it("refuses a block naming a location the site does not list, and a find-us list on a site without locations", () => {
    const unknown = problemsOf((site) => {
      withLocations(site);
      site.edit("pages/contact.json", (page) => page.blocks.push({ type: "openingHours", location: "mill-lan" }));
    });
    expect(unknown).toEqual([expect.stringMatching(/^pages\/contact\.json:\d+:\d+ › blocks\[\d+\]\.location: .*"mill-lan" is not a location of this site.*did you mean "mill-lane"\?/)]);
    const none = problemsOf((site) => site.edit("pages/contact.json", (page) => page.blocks.push({ type: "findUs", heading: "Find us" })));
    expect(none).toEqual([expect.stringMatching(/^pages\/contact\.json:\d+:\d+ › .*this site lists none/)]);
  });

  it("lets a link lead to a location's page", () => {
    const lines = problemsOf((site) => {
      withLocations(site);
      site.edit("pages/index.json", (page) => page.blocks[0].actions.push({ kind: "internal", to: "/locations/mill-lane", label: "Our Mill Lane surgery" }));
    });
    expect(lines).toEqual([]);
  });
});

describe("a built site with locations", () => {
  let site: TempSite;
  const html = (file: string) => readFileSync(join(site.root, "dist", file), "utf8");
  const jsonLd = (file: string) => [...html(file).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!));

  beforeAll(async () => {
    site = tempSite();
    withLocations(site);
    site.edit("pages/index.json", (page) => (page.describesPractice = true));
    site.edit("pages/contact.json", (page) => {
      page.blocks.push({ type: "findUs", heading: "Where to find us" });
      page.blocks.push({ type: "openingHours", heading: "Mill Lane hours", location: "mill-lane" });
      page.blocks.push({ type: "contactCards", heading: "Every surgery", cards: ["address", "phone"], location: "all" });
      page.blocks.push({ type: "openingHours", heading: "Hours at each surgery", location: "all" });
      page.blocks.push({ type: "openingHours", heading: "Practice hours" });
    });
    expect(await buildSite(site.root, { quiet: true })).toBe(true);
  }, 400_000);
  afterAll(() => site?.remove());

  it("gives each location its own page with its address, hours, phone, booking link, map link and team", () => {
    const page = html("locations/harbour-street.html");
    expect(page).toMatch(/<h1[^>]*>Example Clinic, Harbour Street<\/h1>/);
    expect(page).toContain("12 Harbour Street, Portwell, Testshire TE1 1AA");
    expect(page).toContain('href="tel:01632961111"');
    expect(page).toContain('href="https://booking.example.com/harbour-street"');
    expect(page).toContain('href="https://maps.example.com/harbour-street"');
    expect(page).toContain("Monday – Wednesday");
    expect(page).toContain("Robin Sample");
    expect(page).not.toContain("Sam Placeholder");
    expect(page).not.toContain("4 Mill Lane");
    // Without a booking link of its own, the site's.
    const booking = site.read("site.config.json").links.booking as string;
    expect(html("locations/mill-lane.html")).toContain(`href="${booking.replace(/&/g, "&amp;")}"`);
    expect(html("locations/mill-lane.html")).toContain("Sam Placeholder");
    // Without a map link of its own, the address is plain text: the site's map link is the practice's own address.
    const millLane = html("locations/mill-lane.html");
    const main = millLane.slice(millLane.indexOf("<main"), millLane.indexOf("</main>"));
    expect(main).toContain("4 Mill Lane, Upfield, Testshire TE2 2BB");
    expect(main).not.toContain(`href="${site.read("site.config.json").links.maps}"`);
  });

  it("gives each location's page its own structured data, tied to the practice", () => {
    const config = site.read("site.config.json");
    const business = jsonLd("locations/mill-lane.html").find((item) => item["@type"] === config.businessType);
    expect(business).toMatchObject({
      name: LOCATIONS[1]!.name,
      telephone: LOCATIONS[1]!.phone.display,
      url: `${config.url}/locations/mill-lane`,
      address: { streetAddress: "4 Mill Lane", addressLocality: "Upfield", postalCode: "TE2 2BB" },
      openingHoursSpecification: [{ dayOfWeek: ["https://schema.org/Tuesday"], opens: "10:00", closes: "14:00" }],
      parentOrganization: { name: config.name, url: `${config.url}/` },
    });
  });

  it("names the locations from the practice's own structured data", () => {
    const config = site.read("site.config.json");
    const practice = jsonLd("index.html").find((item) => item.name === config.name);
    expect(practice?.subOrganization).toEqual(LOCATIONS.map((location) => expect.objectContaining({ name: location.name, url: `${config.url}/locations/${location.id}` })));
  });

  it("writes markup that html-validate finds no error in, on the locations' pages and the page showing them", async () => {
    const files = ["locations/harbour-street.html", "locations/mill-lane.html", "contact.html"];
    expect((await Promise.all(files.map((file) => markupErrors(html(file), file)))).flat()).toEqual([]);
  });

  it("lists every location's page in the sitemap", () => {
    const sitemap = html("sitemap.xml");
    for (const { id } of LOCATIONS) expect(sitemap).toContain(`<loc>${site.read("site.config.json").url}/locations/${id}</loc>`);
  });

  it("shows the find-us list, one location's hours, and a contact card per location", () => {
    const page = html("contact.html");
    const findUs = page.slice(page.indexOf("Where to find us"), page.indexOf("Mill Lane hours"));
    for (const location of LOCATIONS) {
      expect(findUs).toContain(`href="/locations/${location.id}"`);
      expect(findUs).toContain(location.address.street);
    }
    expect(findUs).toMatch(/Tuesdays only: 10:00 AM – 2:00 PM/);
    const hours = page.slice(page.indexOf("Mill Lane hours"), page.indexOf("Every surgery"));
    expect(hours).toContain("Tuesdays only");
    expect(hours).not.toContain("Monday – Wednesday");
    const cards = page.slice(page.indexOf("Every surgery"), page.indexOf("Hours at each surgery"));
    expect(cards).toContain('href="tel:01632961111"');
    expect(cards).toContain('href="tel:01632962222"');
    const each = page.slice(page.indexOf("Hours at each surgery"), page.indexOf("Practice hours"));
    for (const location of LOCATIONS) expect(each).toContain(`>${location.name}</h3>`);
    expect(each).toContain("Tuesdays only");
    expect(each).toContain("Monday – Wednesday");
    // Without "location", the practice's own hours, as before.
    const own = page.slice(page.indexOf("Practice hours"), page.indexOf("</main>"));
    expect(own).toContain(site.read("site.config.json").openingHours[0].label);
    expect(own).not.toContain("Tuesdays only");
  });

});
