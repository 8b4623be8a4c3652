/**
 * Schemas built once for several validation runs in one process, over cross-checks that answer as the run under
 * way: building a schema with its cross-checks takes longer than checking a page, and a group's build checks one
 * practice after another (every practice, when a shared block changed), each with its own pages and pictures.
 * The page editor's cache (fileCache.ts) keeps its schemas here too.
 */
import type { CrossChecks } from "../../schema/common";

export class SchemaShelf {
  private current: CrossChecks | undefined;
  private readonly lasting = new Proxy({} as CrossChecks, {
    get: (_, name) => (this.current as Record<string | symbol, unknown> | undefined)?.[name],
    has: (_, name) => !!this.current && name in this.current,
  });
  private readonly built = new Map<string, { inputs: unknown[]; value: unknown }>();

  /** The run under way answers the cross-checks from now on (runs are synchronous: one at a time). */
  use(crossChecks: CrossChecks): void {
    this.current = crossChecks;
  }

  /** The cross-checks to build schemas with: they answer as the current run's. */
  get crossChecks(): CrossChecks {
    return this.lasting;
  }

  /** `build()`'s value, built again only when one of `inputs` is another object than last time. */
  reuse<T>(name: string, inputs: unknown[], build: () => T): T {
    const before = this.built.get(name);
    if (before && before.inputs.length === inputs.length && before.inputs.every((input, i) => input === inputs[i])) return before.value as T;
    const value = build();
    this.built.set(name, { inputs, value });
    return value;
  }
}
