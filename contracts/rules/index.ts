// The rule catalogue: every rule of both specification documents (SH, CC) and the project's own
// designed rules (PX), loaded from the YAML files beside this module.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type RuleKind = 'screen' | 'entity' | 'behaviour' | 'validation' | 'permission' | 'call' | 'error' | 'constant' | 'project';

export interface Rule {
  id: string;
  document: string;
  section: string;
  heading: string;
  kind: RuleKind;
  rule: string;
  quote?: string;
  /** Why no test here can exercise it: only for a rule about the platform's own servers. The trace prints it. */
  untestable?: string;
  /** Why the rule no longer holds (ids are never renumbered, so a rule is retired instead): no test may claim it. */
  retired?: string;
}

/** How a test names the rules it proves: `[SH-4-012]` in its title. */
export const RULE_ID_PATTERN = /\b(?:SH|CC|PX)-\d{1,2}-\d{3}\b/g;

const here = dirname(fileURLToPath(import.meta.url));

export function loadRules(dir = here): Rule[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .flatMap((file) => {
      const doc = parse(readFileSync(join(dir, file), 'utf8')) as { document: string; rules: Omit<Rule, 'document'>[] };
      return doc.rules.map((rule) => ({ ...rule, document: doc.document }));
    });
}

export function ruleIdsIn(text: string): string[] {
  return [...new Set(text.match(RULE_ID_PATTERN) ?? [])];
}
