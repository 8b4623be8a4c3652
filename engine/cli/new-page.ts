/**
 * npm run new-page -- /teeth-straightening --template treatment
 * npm run new-page -- /for-dentists/implants --template info
 * npm run new-page -- /accessibility --template legal
 *
 * Creates a valid page from a template (engine/content/templates/), refuses to
 * overwrite an existing one, and prints what to fill in next.
 */
import { TEMPLATES, TEMPLATE_NAMES, isTemplateName } from "../content/templates";
import { ScaffoldError, scaffoldPage, type Scaffolded } from "../content/templates/scaffold";

const USAGE = [
  "Usage: npm run new-page -- /path-of-the-page --template <template>",
  "Templates:",
  ...TEMPLATE_NAMES.map((name) => `  ${name.padEnd(10)} ${TEMPLATES[name].summary}`),
  "Example: npm run new-page -- /teeth-straightening --template treatment",
].join("\n");

function parseArgs(argv: string[]): { route?: string; template?: string } {
  const out: { route?: string; template?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--template") out.template = argv[++i];
    else if (arg.startsWith("--template=")) out.template = arg.slice("--template=".length);
    else if (!arg.startsWith("--")) out.route = arg;
  }
  return out;
}

export function nextSteps(result: Scaffolded, template: string): string {
  const width = Math.max(...result.todo.map((t) => t.where.length));
  const lines = [
    `Created ${result.file} (the page ${result.route}) from the ${template} template.`,
    "",
    'Fill in next (each of these texts starts with "TODO:"; search the file for it):',
    ...result.todo.map((t) => `  ${t.where.padEnd(width)}  ${t.place}`),
  ];
  if (template === "treatment") {
    const key = result.route.split("/").pop();
    lines.push(
      "",
      'Then add the treatment to the services catalogue in site.config.json ("services"), for example:',
      `  { "key": "${key}", "category": "cosmetic", "title": ${JSON.stringify(result.name)}, "description": "One or two sentences for its card.",`,
      `    "image": "/images/services/${key}.svg", "path": "${result.route}" }`,
      '  ("category" is "cosmetic" or "general"; put the card\'s picture at public/images/services/' + key + '.svg.)',
      "  It then appears by itself in the header's Services menu, the home page carousels, /services,",
      "  the treatments strip on other pages, the contact form's list and sitemap.xml.",
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
  const { route, template } = parseArgs(process.argv.slice(2));
  if (!route || !template) {
    console.error(USAGE);
    process.exit(1);
  }
  if (!isTemplateName(template)) {
    console.error(`There is no template "${template}"; choose one of: ${TEMPLATE_NAMES.join(", ")}.\n\n${USAGE}`);
    process.exit(1);
  }
  try {
    console.log(nextSteps(scaffoldPage(process.cwd(), route, template), template));
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
