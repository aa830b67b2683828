/**
 * Which opening of a matter the renderer is on. Every switch of matter starts a new
 * epoch; a reply that was asked for under an earlier one belongs to the matter that was
 * open then, and is dropped rather than shown in this one (ethical walls).
 */
let epoch = 0;

export function matterEpoch(): number {
  return epoch;
}

export function nextMatterEpoch(): number {
  return ++epoch;
}
