/**
 * The slice of @beshkenadze/eyecite (2.7.6, ships no type declarations) that Pincite
 * uses: getCitations and the fields of its citation objects.
 */
declare module '@beshkenadze/eyecite' {
  export type EyeciteCitation = {
    constructor: { name: string };
    groups: Record<string, string | undefined>;
    metadata: Record<string, string | undefined>;
    span(): { start: number; end: number };
    fullSpan(): { start: number; end: number };
    matchedText(): string;
    correctedCitation?(): string;
  };
  export function getCitations(text: string, removeAmbiguous?: boolean): EyeciteCitation[];
}
