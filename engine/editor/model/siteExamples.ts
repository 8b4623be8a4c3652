/**
 * The help's examples for the fields that name a register or a trade, in the words of the profession the site
 * declares (its rule sets' `examples`): the schemas' own come from several trades ("HCPC No.", "Sports and
 * exercise"), which a dental practice's staff should not read as advice. A field no declared set gives examples
 * for shows none.
 */
import { RULE_SETS } from "../../rules";
import { RULE_SET_IDS, type RuleSetId } from "../../rules/ids";
import type { TradeField } from "../../rules/types";
import type { FieldSpec, FormModels } from "./formModel";

const TRADE_FIELDS: TradeField[] = ["registrationLabel", "specialistList", "register.name", "register.href"];

/** `models` with the trade fields' examples taken from the rule sets `declared` (site.config.json's "rules"). */
export function withSiteExamples(models: FormModels, declared: unknown): FormModels {
  const ids = (Array.isArray(declared) ? declared : []).filter((id): id is RuleSetId => (RULE_SET_IDS as readonly unknown[]).includes(id));
  const examplesOf = (field: TradeField) => [...new Set(ids.flatMap((id) => RULE_SETS[id].examples?.[field] ?? []))];
  const rewrite = (spec: FieldSpec, keys: string[]): FieldSpec => {
    const own = (() => {
      const trail = keys.join(".");
      if (trail.endsWith(".rules") || trail === "rules") return ids as string[];
      const field = TRADE_FIELDS.find((name) => trail === name || trail.endsWith(`.${name}`));
      return field ? examplesOf(field) : undefined;
    })();
    let out: FieldSpec = spec;
    if (own) {
      const { examples: _schemas, ...rest } = spec;
      out = (own.length ? { ...rest, examples: own } : rest) as FieldSpec;
    }
    switch (out.kind) {
      case "object":
        return { ...out, fields: out.fields.map((field) => ({ ...field, spec: rewrite(field.spec, [...keys, field.key]) })) };
      case "list":
        return { ...out, item: rewrite(out.item, keys) };
      case "nullable":
        return { ...out, spec: rewrite(out.spec, keys) };
      case "variants":
        return { ...out, options: out.options.map((option) => ({ ...option, spec: rewrite(option.spec, keys) })) };
      default:
        return out;
    }
  };
  return {
    page: rewrite(models.page, []) as FormModels["page"],
    sharedBlock: rewrite(models.sharedBlock, []) as FormModels["sharedBlock"],
    site: rewrite(models.site, []) as FormModels["site"],
    blocks: models.blocks.map((block) => ({ ...block, spec: rewrite(block.spec, []) as typeof block.spec })),
  };
}
