import { resolve } from 'node:path';
import { createAnthropicGenerator } from './anthropic.js';
import { extractiveGenerator } from './extractive.js';
import { createOllamaGenerator } from './ollama.js';
import { createOpenAIGenerator } from './openai.js';
import { checkReplayFile } from '../providers/replay-file.js';
import { createReplayGenerator } from './replay.js';
import { parseSpec, specForms } from '../providers/spec.js';
import type { ClientOverrides } from '../providers/overrides.js';

export type { ClientOverrides };
import type { Generator } from './types.js';

export const GENERATOR_SPEC_FORMS = specForms('extractive');

/**
 * `--generator` → a Generator: `extractive` (offline default), `anthropic[:MODEL]`,
 * `openai[:MODEL]`, `ollama[:MODEL]`, `replay:FILE`. Configuration problems (no key,
 * no replay file) fail here, before any retrieval; an unknown spec fails with the list
 * of valid forms. Every generator carries provider and family (see model-family.ts).
 */
export async function resolveGenerator(spec: string, o: ClientOverrides = {}): Promise<Generator> {
  const p = parseSpec(spec, 'extractive', 'generator');
  switch (p.kind) {
    case 'local':
      return extractiveGenerator;
    case 'replay':
      await checkReplayFile(resolve(p.file));
      return createReplayGenerator(p.file);
    case 'model': {
      const model = p.model === undefined ? {} : { model: p.model };
      if (p.provider === 'anthropic') return createAnthropicGenerator({ env: o.env, ...o.anthropic, ...model });
      if (p.provider === 'openai') return createOpenAIGenerator({ env: o.env, ...o.openai, ...model });
      return createOllamaGenerator({ env: o.env, ...o.ollama, ...model });
    }
  }
}
