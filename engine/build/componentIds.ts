/**
 * A built page without the styled-components ids no rule needs (issue 51: the mean page's weight).
 *
 * styled-components gives every element it draws two classes: its component's id ("sc-1a2b3c-0"), the same for
 * every element of that component, and the class its rules style ("kWteAW"). The id only matters to a rule that
 * names the component in its selector (`${Panel}:hover &`), and to styled-components itself when it draws the
 * element again in the browser. So a pre-rendered page keeps an id where a rule of the page or of the shared file
 * names it, and inside islands (engine/blocks/BlockList.tsx), which React draws again over the server's markup;
 * everywhere else the id goes: about 1.5 KB raw, 0.2 KB gzipped a page, and no element changes its look.
 */

/** The start of an island's element, as BlockList draws it. */
export const ISLAND = '<div class="island" data-island="';

/** The component ids that some rule of `css` names (the shared file's once per file, a page's own for each page). */
export function componentIdsNamedIn(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(sc-[\w-]+)/g)].map((match) => match[1]!));
}

/** Where the <div> opened at `at` closes (after its closing tag), nested <div>s counted. */
export function divEnd(html: string, at: number): number {
  const tags = /<(\/?)div\b[^<>]*>/g;
  tags.lastIndex = at;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return html.length;
}

/** Every class list of `html` without the ids none of `named` holds. */
function stripIds(html: string, named: readonly ReadonlySet<string>[]): string {
  const isNamed = (id: string) => named.some((ids) => ids.has(id));
  // A pattern with one unbounded part (one asking for "sc-" inside the quotes could backtrack on a long list).
  return html.replace(/ class="([^"]*)"/g, (attribute, list: string) => {
    // Most lists (the menus' links, the blocks' own classes) hold no id: left as they are.
    if (!list.includes("sc-")) return attribute;
    // One pass over the list (a hundred or so per page): the names kept, and whether any was taken out.
    let kept = "";
    let dropped = false;
    for (const name of list.split(" ")) {
      if (!name) continue;
      if (name.startsWith("sc-") && !isNamed(name)) dropped = true;
      else kept += kept ? ` ${name}` : name;
    }
    if (!dropped) return attribute;
    return kept ? ` class="${kept}"` : "";
  });
}

/**
 * The page's markup (`html`) without the component ids that no rule names, outside islands: `named` holds the ids
 * named by its styles' rules and the shared file's (componentIdsNamedIn).
 */
export function withoutUnnamedComponentIds(html: string, ...named: ReadonlySet<string>[]): string {
  let out = "";
  let from = 0;
  for (let island = html.indexOf(ISLAND); island >= 0; island = html.indexOf(ISLAND, from)) {
    const end = divEnd(html, island);
    out += stripIds(html.slice(from, island), named) + html.slice(island, end);
    from = end;
  }
  return out + stripIds(html.slice(from), named);
}
