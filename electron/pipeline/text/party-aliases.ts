/**
 * The names a contract gives each party where it introduces them: 'Airsopure International Group, Inc. … (hereinafter
 * "AIRSOPURE" or by reference "we", "us", "our"), and You (hereinafter "You" or by reference "Franchisee", or "Your")'.
 * "Can the franchisee transfer the franchise …?" asks what "You" may do in a contract that says "You shall not sell,
 * assign, transfer …": without the names, the franchisee acts in no clause of it (cuad-dev-08).
 */

/** How far into a contract its parties are introduced. */
export const OPENING_CHARS = 4000;

/** A parenthetical of the opening, and the quoted names in it. */
const PARENTHETICAL = /\(([^()]{0,240})\)/g;
const QUOTED = /["“]([^"”]{1,40})["”]/g;
/** Names given as alternatives ("… or …", "…, …"): not a list of defined things ("Products" and "Services"). */
const ALTERNATIVES = /["”]\s*(?:,\s*(?:or\s+)?|or\s+)(?:(?:by\s+reference|collectively|individually|together)\s+)?["“]/;

/** Each party's names, as the opening gives them together: two or more quoted names offered as alternatives in one parenthetical. */
export function partyAliases(opening: string): string[][] {
  const out: string[][] = [];
  for (const m of opening.slice(0, OPENING_CHARS).matchAll(PARENTHETICAL)) {
    const inside = m[1]!;
    if (!ALTERNATIVES.test(inside)) continue;
    const names = [...new Set([...inside.matchAll(QUOTED)].map((q) => q[1]!.trim()).filter((n) => n.length > 0))];
    if (names.length >= 2) out.push(names);
  }
  return out;
}

/** The other names of the party called `name` (any case), none when the opening gives it no other. */
export function aliasesOf(name: string, parties: readonly (readonly string[])[]): string[] {
  const key = name.toLowerCase();
  const group = parties.find((g) => g.some((n) => n.toLowerCase() === key));
  return group ? group.filter((n) => n.toLowerCase() !== key) : [];
}
