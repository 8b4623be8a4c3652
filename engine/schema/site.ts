/**
 * site.config.json: every fact the pages share (phone, address, hours, links,
 * navigation, the services catalogue, timings and the theme) lives here once.
 */
import { z } from "zod";
import { describe, text, routePath, assetPath, serviceCategory, plainString, placeholderMark, day, KEY_PATTERN, CATEGORY_PATTERN, type SchemaContext } from "./common";
import { RULE_SET_IDS } from "../rules/ids";
import { ENGINE_OWNED } from "./engineOwned";
import { EXTERNAL_URL_PATTERN } from "./link";
import { UI_STRINGS, UI_STRING_KEYS } from "../ui/strings";
import { formPrivacyList, retentionMonths, retentionSaid } from "./formPrivacy";
import { chargeSchedulesSchema } from "./chargeSchedules";
import type { ChargePeriod } from "../app/chargeSchedules";

/**
 * What kind of business the site is for, as schema.org names it: search engines read it from the page's
 * structured data. The common ones for a local practice; LocalBusiness fits any.
 */
export const BUSINESS_TYPES = [
  "LocalBusiness", "MedicalBusiness", "MedicalClinic", "Dentist", "Physician", "Physiotherapy", "Optician",
  "Pharmacy", "VeterinaryCare", "HealthAndBeautyBusiness", "ProfessionalService",
] as const;

/** The engine's own words (engine/ui/strings.ts), each with its default: a site writes only those it changes. */
const uiStrings = () =>
  describe(
    z.strictObject(Object.fromEntries(UI_STRING_KEYS.map((key) => [key, text(UI_STRINGS[key][1]).default(UI_STRINGS[key][0])])) as {
      [K in keyof typeof UI_STRINGS]: z.ZodDefault<ReturnType<typeof text>>;
    }).prefault({}),
    "Words the engine itself shows or reads out to visitors (the skip link, carousel and menu buttons, form messages…). Write only the ones to change; a word in braces, like {phone}, is filled in where the text is shown.",
  );

const httpsUrl = (description: string, examples?: string[]) =>
  describe(plainString().regex(/^https:\/\/\S+$/, { message: "url-scheme" }), description, examples);

const time = (description: string) =>
  describe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "time-format" }), description, ["08:00"]);

const colour = () => z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: "colour-format" });

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const openingHoursRow = z.strictObject({
  days: describe(z.array(z.enum(DAYS)).min(1), "The days this row covers, e.g. [\"Monday\", \"Tuesday\"]."),
  label: text("How the days are written on the site.", ["Monday – Friday"]),
  opens: time("Opening time, 24-hour clock, e.g. \"08:00\". Leave out on a closed day.").optional(),
  closes: time("Closing time, 24-hour clock, e.g. \"18:00\". Leave out on a closed day.").optional(),
});

const date = (description: string) => day(description, ["2026-12-25"]);

/** A day or run of days the practice is closed besides its usual hours: a bank holiday, a training day. */
const closure = z.strictObject({
  from: date("The first day closed, as YYYY-MM-DD."),
  until: date("The last day closed, as YYYY-MM-DD, when it is more than one day.").optional(),
  reason: text("Why, in a few words, shown beside the date.", ["Christmas Day"]),
});

/** A short message shown at the top of every page while it is in force. */
const notice = z.strictObject({
  text: text("The message, one or two sentences.", ["We are closed for staff training on Friday afternoon."]),
  from: date("The first day it shows, as YYYY-MM-DD; left out, it shows now.").optional(),
  until: date("The last day it shows, as YYYY-MM-DD; left out, it shows until removed.").optional(),
});

const navLink = (ctx: SchemaContext) =>
  z.strictObject({
    name: text("The words shown in the menu.", ["About"]),
    path: routePath(ctx),
  });

const ms = (description: string, fallback: number) =>
  describe(z.number().int().min(0).max(600000).default(fallback), `${description} In milliseconds; default ${fallback}.`);

/** Where forms are sent, each under a name; two with one name is the validator's to refuse (no JSON Schema can say it). */
function formAddresses(ctx: SchemaContext) {
  const list = z
    .array(
      z.strictObject({
        name: describe(z.string().regex(KEY_PATTERN, { message: "key-format" }), "The address's name, which a form's \"sendTo\" gives.", ["contact"]),
        url: httpsUrl("Where the forms that name it are sent in production (the Google Apps Script web app).", ["https://script.google.com/macros/s/DEPLOYMENT_ID/exec"]),
      }),
    )
    .min(1);
  if (!ctx.crossChecks) return list;
  return list.superRefine((addresses, issue) => {
    addresses.forEach((address, i) => {
      const first = addresses.findIndex((other) => other.name === address.name);
      if (first < i) issue.addIssue({ code: "custom", path: [i, "name"], message: `address ${first + 1} is already named "${address.name}"; each address needs a name of its own, as forms choose one by it` });
    });
  });
}

/** The site's groups of treatments, each named once. */
function serviceCategories(ctx: SchemaContext) {
  const list = z
    .array(
      z.strictObject({
        key: describe(z.string().regex(CATEGORY_PATTERN, { message: "key-format" }), "The group's short name, lower case with hyphens; a treatment's \"category\" gives it.", ["massage"]),
        heading: text("The group's heading: over its column in the menu and its section on the services page.", ["Massage"]),
      }),
    )
    .min(1);
  if (!ctx.crossChecks) return list;
  return list.superRefine((groups, issue) => {
    groups.forEach((group, i) => {
      const first = groups.findIndex((other) => other.key === group.key);
      if (first < i) issue.addIssue({ code: "custom", path: [i, "key"], message: `group ${first + 1} is already named "${group.key}"; each group needs a short name of its own` });
    });
  });
}

/**
 * A practice's other sites (a main surgery and a branch), each with its own page at /locations/<id>
 * (engine/content/locationPages.ts), its own structured data and a place in a "find us" list. The team names
 * people the site's team grids list: the validator checks them against the pages (validate/locations.ts).
 */
function locations() {
  const location = z.strictObject({
    id: describe(z.string().regex(KEY_PATTERN, { message: "key-format" }), "A short unique name for the location, lower case with hyphens: its page is /locations/<id>, and blocks that show one location name it by this.", ["town-centre"]),
    name: text("The location's name, as the site shows it.", ["Riverside Clinic, Town Centre"]),
    description: text("One or two sentences about the location for search results (70 to 160 characters); left out, its name and address.").optional(),
    address: postalAddress("The location's postal address, shown on its page and given to search engines."),
    phone: phoneNumber("The location's phone number."),
    openingHours: describe(z.array(openingHoursRow).min(1), "The location's opening hours, one row per group of days. Every location needs them."),
    booking: httpsUrl("The location's online booking page; left out, the site's booking link.", ["https://booking.example.com/riverside-town-centre"]).optional(),
    maps: httpsUrl("The location on a maps service, linked from its address.", ["https://maps.app.goo.gl/example"]).optional(),
    team: describe(z.array(text("A team member's name, as a team grid of the site lists it.", ["Alex Example"])).default([]), "Who works at this location, by their names in the site's team grid."),
  });
  return z.array(location).min(1).superRefine((list, issue) => {
    list.forEach((entry, i) => {
      const first = list.findIndex((other) => other.id === entry.id);
      if (first < i) issue.addIssue({ code: "custom", path: [i, "id"], message: `location ${first + 1} is already named "${entry.id}"; each location needs a short name of its own, as its page's address is made from it` });
    });
  });
}

const postalAddress = (description: string) =>
  describe(z.strictObject({
    street: text("Street address.", ["1 High Street"]),
    locality: text("Town.", ["Riverside"]),
    region: text("City or county.", ["Exampleshire"]),
    postcode: text("Postcode.", ["AB1 2CD"]),
    country: text("Country.", ["United Kingdom"]),
  }), description);

const phoneNumber = (description: string) =>
  describe(z.strictObject({
    display: text("The phone number as people read it.", ["01632 960000"]),
    tel: describe(z.string().regex(/^\+?[0-9]+$/, { message: "tel-format" }), "The number as dialled, digits only.", ["01632960000"]),
  }), description);

export function siteSchema(ctx: SchemaContext) {
  const service = z.strictObject({
    key: describe(z.string().regex(KEY_PATTERN, { message: "key-format" }), "A short unique name for the treatment, lower case with hyphens.", ["home-visits"]),
    category: serviceCategory(ctx, "Which group the treatment belongs to, by its short name in \"serviceCategories\": its column in the menu and its section on the services page."),
    title: text("The treatment's name as shown to patients.", ["Home Visits"]),
    description: text("One or two sentences about the treatment, shown on cards."),
    image: assetPath(ctx, "A picture for the treatment's card, e.g. \"/images/services/home-visits.svg\".", ["/images/services/home-visits.svg"]),
    path: routePath(ctx, "The treatment's page, e.g. \"/home-visits\"."),
    inMenu: describe(z.boolean().default(true), "Show it in the header's Services menu and the home page carousels."),
    inContactForm: describe(z.boolean().default(true), "Offer it in a form's list of services that takes them all (a select field with \"services\": \"all\"); false leaves it out. A form that lists its services by key offers exactly those."),
  });

  return z.strictObject({
    $schema: describe(z.string().optional(), "Points the editor at the site schema, for hints and checks. Keep as it is."),
    contentFormat: z.number().int().min(1).optional().meta({
      description: "Which version of the engine's content format this site is written for. Left out: format 1, the format before this line existed. After an engine update, npm run upgrade-content brings the content to the current format and sets it. Keep as it is.",
      examples: [2],
      [ENGINE_OWNED]: true,
    }),
    name: text("The business's name, used in titles and structured data.", ["Riverside Clinic"]),
    businessType: describe(
      z.enum(BUSINESS_TYPES).default("LocalBusiness"),
      "What kind of business this is, as search engines name it (schema.org): Dentist, Physiotherapy, MedicalClinic, Optician… LocalBusiness fits any.",
    ),
    url: httpsUrl("The public address of the site, used for canonical links and sitemap.xml.", ["https://www.riverside-clinic.example"]),
    language: describe(z.string().default("en-GB"), "The language of the pages."),
    logo: describe(
      z.strictObject({
        src: assetPath(ctx, "The logo file under public/.", ["/images/logo.svg"]),
        alt: text("The logo's text alternative.", ["Riverside Clinic"]),
      }),
      "The logo, shown in the header.",
    ),
    contact: describe(z.strictObject({
      phone: phoneNumber("The phone number. Pages show it and call it through links of kind \"phone\"; never type it into page text."),
      email: describe(z.string().email().nullable(), "The e-mail address, or null to hide it.", ["reception@example.co.uk", null]),
      address: postalAddress("The postal address, shown on the contact page and given to search engines."),
      geo: describe(z.strictObject({
        latitude: describe(z.number().min(-90).max(90), "Degrees north (south is negative).", [52.4767]),
        longitude: describe(z.number().min(-180).max(180), "Degrees east (west is negative).", [-1.4706]),
        placeholder: placeholderMark(),
      }), "Where the business is on a map, given to search engines with the address.").optional(),
    }), "How people reach the business: phone, e-mail and address."),
    links: describe(z.strictObject({
      booking: httpsUrl("The online booking service. Pages link to it with links of kind \"booking\"; never type it into page text.", ["https://booking.example.com/riverside-clinic"]),
      maps: httpsUrl("The business on a maps service.", ["https://maps.app.goo.gl/example"]),
      offer: httpsUrl("An offer site that links of kind \"offer\" lead to (such as the home page popup's).", ["https://offer.example.com/"]),
      social: describe(z.array(
        z.strictObject({
          name: text("The network's name.", ["Facebook"]),
          href: describe(plainString().regex(EXTERNAL_URL_PATTERN, { message: "url-scheme" }), "The business's page on it.", ["https://www.facebook.com/example"]),
        }),
      ), "The business's social media pages, linked from the footer."),
    }), "Addresses of other websites the pages link to."),
    rules: describe(
      z.array(z.enum(RULE_SET_IDS)).default([]),
      "The rules of a profession this site follows, by name: npm run validate, the page editor and Publish then check the content against them. Leave empty for none.",
      [["hcpc-physio"]],
    ),
    practice: describe(z.strictObject({
      register: describe(z.strictObject({
        name: text("The register's name, as the footer shows it.", ["Health and Care Professions Council"]),
        href: httpsUrl("Its website, linked from the footer of every page.", ["https://www.hcpc-uk.org/"]),
      }), "The body whose register the practice's professionals are on, linked from every page.").optional(),
      complaintsPage: routePath(ctx, "The page that sets out how to complain and where to go next, e.g. \"/complaints\". List it in the footer links too.").optional(),
      careOffered: describe(z.strictObject({
        kinds: describe(z.array(z.enum(["nhs", "private"])).min(1), "The kinds of care on offer: paid for by the public health service (\"nhs\"), paid for privately (\"private\"), or both.", [["private"]]),
        words: text("How the footer says it, on every page.", ["Private care for adults and children"]),
      }), "Whether care is publicly funded, private or both, shown in the footer of every page.").optional(),
    }).prefault({}), "What the rules of a regulated practice ask its website to show: the register its professionals are on, the complaints page and the kinds of care it offers. Write what the declared rules ask for."),
    openingHours: describe(z.array(openingHoursRow).min(1), "The opening hours, one row per group of days."),
    locations: describe(locations(), "The practice's sites, when it has more than one (a main surgery and a branch): each gets a page of its own at /locations/<id>, with its address, hours, phone, booking link and team. Leave out for a practice at one address.").optional(),
    closures: describe(z.array(closure), "Days the practice is closed besides its usual hours (bank holidays, training days): shown with the opening hours while they are still to come.").optional(),
    notice: describe(notice, "A short message shown at the top of every page, between its dates.").optional(),
    chargeSchedules: chargeSchedulesSchema(ctx),
    forms: describe(z.strictObject({
      addresses: describe(
        formAddresses(ctx),
        "The form service's addresses, each with a name: a form block says which one it is sent to (its \"sendTo\"). Several may share one address.",
      ),
      timeoutMs: ms("How long to wait for the form service before telling the visitor it failed.", 15000),
      retentionMonths: retentionMonths("How many months the forms' submissions are kept, then deleted, for a form whose own privacy details say nothing."),
      privacyPage: routePath(ctx, "The privacy page each form links to next to its button, e.g. \"/privacy-policy\".").optional(),
      privacy: formPrivacyList(ctx).default([]),
    }).superRefine((forms, issue) => ctx.crossChecks && retentionSaid(forms, issue)), "Where the forms send what visitors write, and what each form tells them about it."),
    navigation: describe(z.strictObject({
      direct: describe(z.array(navLink(ctx)), "Links shown directly in the header, e.g. Home and About."),
      servicesLabel: text("The header menu that lists the treatments.").default("Services"),
      menus: describe(
        z.array(z.strictObject({ label: text("The menu's name in the header.", ["Quick Links"]), links: describe(z.array(navLink(ctx)).min(1), "The menu's links, in order.") })),
        "Further header menus after Services, e.g. Quick Links and Contact Us.",
      ),
      footer: describe(z.array(navLink(ctx)), "Links in the footer."),
    }), "The header menus and the footer links. The Services menu is built from the services catalogue."),
    serviceCategories: describe(
      serviceCategories(ctx),
      "The groups the treatments are sorted into, in the order the menu's columns and the services page's sections show them: each with its short name (which a treatment's \"category\" gives) and its heading.",
    ),
    services: describe(z.array(service).min(1), "The services catalogue: every treatment, in the order menus and lists show them."),
    timings: describe(z.strictObject({
      popupDelayMs: ms("Delay before the home page offer appears.", 2000),
      servicesCarouselMs: ms("How often the home services carousels move on.", 2500),
      reviewsCarouselMs: ms("How often the reviews carousel moves on.", 3500),
      galleryCarouselMs: ms("How often a picture carousel moves on.", 5000),
      stripStepMs: ms("How often the services strip moves by one step.", 20),
      stripStepPx: describe(z.number().min(0.1).max(20).default(1), "How far the services strip moves in one step, in pixels."),
      teamScrollDelayMs: ms("Delay before the page scrolls to an opened team member.", 350),
    }).prefault({}), "How fast things move: popup delay, carousels, the services strip."),
    layout: describe(z.strictObject({
      teamPerRow: describe(z.number().int().min(1).max(6).default(4), "Team cards per row on a wide screen."),
      homeCarouselVisible: describe(z.number().int().min(1).max(8).default(4), "Treatments visible at once in a home carousel on a wide screen."),
    }).prefault({}), "How many cards sit side by side on a wide screen."),
    theme: describe(z.strictObject({
      primary: describe(colour(), "Main brand colour (buttons, links), as #rrggbb.", ["#0d5c63"]),
      primaryText: describe(colour(), "Text colour on the main brand colour."),
      accent: describe(colour(), "Highlight colour."),
      text: describe(colour(), "Body text colour."),
      muted: describe(colour(), "Secondary text colour."),
      background: describe(colour(), "Page background."),
      surface: describe(colour(), "Background of cards and bands."),
      radius: describe(z.number().min(0).max(32).default(12), "Corner rounding in pixels."),
    }), "The site's colours and corner rounding."),
    strings: uiStrings(),
  });
}

export type SiteConfig = z.output<ReturnType<typeof siteSchema>> & {
  /** The day the content last changed (YYYY-MM-DD), stamped by the build (engine/build/lastContentChange.ts): never written in site.config.json. */
  lastUpdated?: string;
  /** Each charge schedule's period in force on the day of the build (engine/app/chargeSchedules.ts), stamped by the build: never written in site.config.json. */
  chargesInForce?: Record<string, ChargePeriod>;
};
export type Service = SiteConfig["services"][number];
export type OpeningHoursRow = SiteConfig["openingHours"][number];
export type Location = NonNullable<SiteConfig["locations"]>[number];
