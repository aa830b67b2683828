import { resolve } from 'node:path';
import { sameFamily } from '../providers/model-family.js';
import type { ClientOverrides } from '../providers/overrides.js';
import { checkReplayFile } from '../providers/replay-file.js';
import { ModelClientError } from '../providers/errors.js';
import { parseSpec, specForms } from '../providers/spec.js';
import { createAnthropicJudge } from './anthropic.js';
import { createMiniCheckJudge } from './minicheck.js';
import { createOllamaJudge } from './ollama.js';
import { createOpenAIJudge } from './openai.js';
import { createReplayJudge } from './replay.js';
import type { Judge } from './types.js';

export { sameFamily };

export const JUDGE_SPEC_FORMS = [...specForms('lexical'), 'minicheck[:MODEL]'];

/**
 * `--judge` → a Judge: `lexical` (offline default), `anthropic[:MODEL]`,
 * `openai[:MODEL]`, `ollama[:MODEL]`, `minicheck[:MODEL]` (Bespoke-MiniCheck over
 * Ollama, default model `bespoke-minicheck`), `replay:FILE`. Each carries provider and family
 * so the pipeline can refuse a judge of the generator's own family (`sameFamily`).
 */
export async function resolveJudge(spec: string, o: ClientOverrides = {}): Promise<Judge> {
  const minicheck = miniCheckModel(spec);
  if (minicheck !== null) return createMiniCheckJudge({ env: o.env, ...o.ollama, model: minicheck || undefined });
  const p = parseSpec(spec, 'lexical', 'judge', JUDGE_SPEC_FORMS);
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

/**
 * `minicheck` → '' (the default model), `minicheck:MODEL` → MODEL (Ollama tags keep
 * their colons), anything else → null. The Ollama host comes from the same place as the
 * `ollama` judge's (OLLAMA_HOST, or the settings).
 */
function miniCheckModel(spec: string): string | null {
  const s = spec.trim();
  const colon = s.indexOf(':');
  if ((colon < 0 ? s : s.slice(0, colon)).toLowerCase() !== 'minicheck') return null;
  const model = colon < 0 ? '' : s.slice(colon + 1);
  if (colon >= 0 && (model === '' || /\s/.test(model))) {
    throw new ModelClientError('MODEL_SPEC_INVALID', `The judge spec "${spec}" has an empty or malformed model name after minicheck:. Use one of: ${JUDGE_SPEC_FORMS.join(', ')} (e.g. minicheck, minicheck:bespoke-minicheck:7b-q4_K_M).`);
  }
  return model;
}
