import { normalizedContains, normalizedEqualAt, normalizedFind } from '../text/normalize.js';
import type { Matching } from './assess.js';

/**
 * Layer 1's text matching: the normalisation every binding, review decision and re-check
 * uses. Kept apart from the pipeline's configuration so a review decision loads no model
 * client.
 */
export const MATCHING: Matching = { normalizedFind, contains: normalizedContains, normalizedEqualAt };
