/**
 * Numbers as values, so "thirty (30) days", "30 days" and "thirty days" agree and
 * "$1,000,000" equals "$1 million". Dates contribute their day and year numbers.
 * "one" and ordinals are left out: "one of the parties", "the second party" state no
 * quantity, and counting them would invent number clashes.
 */
const UNITS: Record<string, number> = {
  zero: 0, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 };

/** Every numeric value stated in the text (a set: "thirty (30)" is one value). */
export function numbersIn(text: string): Set<number> {
  const out = new Set<number>();
  const tokens = text.toLowerCase().replace(/(\d),(?=\d{3}\b)/g, '$1').match(/\d+(?:\.\d+)?|[a-z]+/g) ?? [];
  let acc: number | null = null;
  let cur = 0;
  const flush = () => {
    if (acc !== null) out.add(acc + cur);
    acc = null;
    cur = 0;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (/^\d/.test(t)) {
      flush();
      let v = Number(t);
      const scale = SCALES[tokens[i + 1] ?? ''];
      if (scale) {
        v *= scale;
        i++;
      }
      out.add(v);
      continue;
    }
    if (t in UNITS) {
      if (acc === null) acc = 0;
      cur += UNITS[t]!;
    } else if (t in TENS) {
      if (acc === null) acc = 0;
      cur += TENS[t]!;
    } else if (t in SCALES && acc !== null) {
      const s = SCALES[t]!;
      if (s === 100) cur = (cur || 1) * 100;
      else {
        acc += (cur || 1) * s;
        cur = 0;
      }
    } else if (t === 'and' && acc !== null) {
      continue;
    } else {
      flush();
    }
  }
  flush();
  return out;
}
