/**
 * npm run new-page -- /gum-disease-treatment --template treatment --title "Gum Disease Treatment" --category general
 * npm run new-page -- /for-dentists/equipment --template info --title "Our Equipment"
 * npm run new-page -- /accessibility --template legal
 *
 * Creates a valid page from a template (engine/content/templates/), with the
 * breadcrumbs of its kind; a treatment is also added to the services catalogue
 * in site.config.json, unless an entry for its path is there already (its
 * category and title are then taken from it). Refuses, writing nothing, when
 * the page exists or another entry has its key; prints what to fill in next.
 */
import { TEMPLATES, TEMPLATE_NAMES, isTemplateName } from "../content/templates";
import { ScaffoldError, scaffoldPage, type Scaffolded, type ToFill } from "../content/templates/scaffold";

const USAGE = [
  'Usage: npm run new-page -- /path-of-the-page --template <template> [--title "Name In Words"] [--category <category>]',
  "Templates:",
  ...TEMPLATE_NAMES.map((name) => `  ${name.padEnd(10)} ${TEMPLATES[name].summary}`),
  `--title     the page's name in words (default: from the path, "/home-visits" -> "Home Visits")`,
  `--category  for a treatment: the short name of one of the groups in site.config.json's "serviceCategories" (its column in the Services menu); not needed when site.config.json's services catalogue already lists the page`,
  'Example: npm run new-page -- /home-visits --template treatment --title "Home Visits" --category general',
].join("\n");

interface Args {
  route?: string;
  template?: string;
  title?: string;
  category?: string;
  /** Anything not understood, reported rather than ignored (a misspelt option would otherwise be lost). */
  unknown: string[];
}

const OPTIONS = ["template", "title", "category"] as const;

export function parseArgs(argv: readonly string[]): Args {
  const out: Args = { unknown: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const option = OPTIONS.find((name) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (option) out[option] = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : (argv[++i] ?? "");
    else if (!arg.startsWith("--") && out.route === undefined) out.route = arg;
    else out.unknown.push(arg);
  }
  return out;
}

function column(items: readonly ToFill[]): string[] {
  const labels = items.map((item) => `${item.file} › ${item.where}`);
  const width = Math.max(...labels.map((label) => label.length));
  return items.map((item, i) => `  ${labels[i]!.padEnd(width)}  ${item.place}`.trimEnd());
}

export function nextSteps(result: Scaffolded, template: string): string {
  const lines = [`Created ${result.file} (the page ${result.route}) from the ${template} template.`];
  if (result.catalogue) {
    const { index, entry } = result.catalogue;
    lines.push(
      `Added it to the services catalogue in site.config.json (services[${index}], key "${entry.key}", category "${entry.category}"), after the other ${entry.category} treatments.`,
      "It now appears by itself in the header's Services menu, the home page carousels, the list of all treatments,",
      "the treatments strip on other pages, sitemap.xml and every form list that offers all services (\"services\": \"all\").",
      `A form that lists its services by key offers only those: add "${entry.key}" to its "services" list to offer this one there too.`,
    );
  }
  if (result.listed) {
    const { index, key, category } = result.listed;
    lines.push(
      `The services catalogue in site.config.json already listed it (services[${index}]${key ? `, key "${key}"` : ""}, category "${category}"): the page takes its title and category from there, and the entry is unchanged.`,
    );
  }
  lines.push("", 'Write the texts (each starts with "TODO:"; search the files for it; the checks refuse to publish one left in):', ...column(result.todo));
  if (result.pictures.length) {
    lines.push(
      "",
      "Choose the pictures (they show the site's logo until then): put each in public/images/ and write its path here:",
      ...column(result.pictures),
    );
  }
  lines.push(
    "",
    `Preview: npm run dev, then open http://localhost:5173${result.route}`,
    "Check:   npm run validate (and npm run lint:content for wording and lengths)",
  );
  return lines.join("\n");
}

function main() {
  const { route, template, title, category, unknown } = parseArgs(process.argv.slice(2));
  if (unknown.length) {
    console.error(`No page was created: "${unknown[0]}" is not something new-page understands.\n\n${USAGE}`);
    process.exit(1);
  }
  if (!route || !template) {
    console.error(USAGE);
    process.exit(1);
  }
  if (!isTemplateName(template)) {
    console.error(`There is no template "${template}"; choose one of: ${TEMPLATE_NAMES.join(", ")}.\n\n${USAGE}`);
    process.exit(1);
  }
  try {
    console.log(nextSteps(scaffoldPage(process.cwd(), route, template, { title, category }), template));
  } catch (error) {
    if (error instanceof ScaffoldError) {
      console.error(`No page was created: ${error.message}.`);
      process.exit(1);
    }
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      console.error("No page was created: the file already exists; open it to change it, or choose another path.");
      process.exit(1);
    }
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
