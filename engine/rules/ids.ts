/**
 * The rule sets the engine ships, by the name a site gives in site.config.json ("rules"). Kept apart from the
 * rules themselves so the site schema can list the names without loading any rule.
 */
export const RULE_SET_IDS = ["uk-dental", "hcpc-physio", "uk-consumer"] as const;
export type RuleSetId = (typeof RULE_SET_IDS)[number];
