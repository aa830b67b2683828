import { resolve } from 'node:path';
import { sameFamily } from '../providers/model-family.js';
import type { ClientOverrides } from '../providers/overrides.js';
import { checkReplayFile } from '../providers/replay-file.js';
import { parseSpec, specForms } from '../providers/spec.js';
import { createAnthropicJudge } from './anthropic.js';
import { createOllamaJudge } from './ollama.js';
import { createOpenAIJudge } from './openai.js';
import { createReplayJudge } from './replay.js';
import type { Judge } from './types.js';

export { sameFamily };

export const JUDGE_SPEC_FORMS = specForms('lexical');

/**
 * `--judge` → a Judge: `lexical` (offline default), `anthropic[:MODEL]`,
 * `openai[:MODEL]`, `ollama[:MODEL]`, `replay:FILE`. Each carries provider and family
 * so the pipeline can refuse a judge of the generator's own family (`sameFamily`).
 */
export async function resolveJudge(spec: string, o: ClientOverrides = {}): Promise<Judge> {
  const p = parseSpec(spec, 'lexical', 'judge');
  switch (p.kind) {
    case 'local':
      return loadLexicalJudge();
    case 'replay':
      await checkReplayFile(resolve(p.file));
      return createReplayJudge(p.file);
    case 'model': {
      const model = p.model === undefined ? {} : { model: p.model };
      if (p.provider === 'anthropic') return createAnthropicJudge({ env: o.env, ...o.anthropic, ...model });
      if (p.provider === 'openai') return createOpenAIJudge({ env: o.env, ...o.openai, ...model });
      return createOllamaJudge({ env: o.env, ...o.ollama, ...model });
    }
  }
}

async function loadLexicalJudge(): Promise<Judge> {
  return (await import('./lexical.js')).lexicalJudge;
}
