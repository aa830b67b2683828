/** `text` as a regular expression that matches it literally: a party's name ("Inc.", "(USA)"), a place, a searched word. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
