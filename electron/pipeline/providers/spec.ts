import { ModelClientError } from './errors.js';

export type ModelProvider = 'anthropic' | 'openai' | 'ollama';
export const MODEL_PROVIDERS: readonly ModelProvider[] = ['anthropic', 'openai', 'ollama'];

export type ParsedSpec<Local extends string> =
  | { kind: 'local'; name: Local }
  | { kind: 'model'; provider: ModelProvider; model: string | undefined }
  | { kind: 'replay'; file: string };

/**
 * Parses `--generator` / `--judge` specs. The model part is everything after the
 * first colon, so Ollama tags survive (`ollama:llama3.1:8b`), and a replay path is
 * everything after `replay:` (colons and all). Names are case-insensitive.
 */
export function parseSpec<Local extends string>(spec: string, local: Local, what: 'generator' | 'judge', forms: readonly string[] = specForms(local)): ParsedSpec<Local> {
  const s = spec.trim();
  const colon = s.indexOf(':');
  const name = (colon < 0 ? s : s.slice(0, colon)).toLowerCase();
  const rest = colon < 0 ? undefined : s.slice(colon + 1);
  const invalid = (why: string) => new ModelClientError('MODEL_SPEC_INVALID', `${why} Use one of: ${forms.join(', ')} (e.g. anthropic:claude-sonnet-5-5, ollama:llama3.1:8b, replay:answer.json).`);
  if (name === 'replay') {
    if (!rest || rest.trim() === '') throw invalid(`The ${what} spec "${spec}" names no file after replay:.`);
    return { kind: 'replay', file: rest };
  }
  if (name === local && rest === undefined) return { kind: 'local', name: local };
  const provider = MODEL_PROVIDERS.find((p) => p === name);
  if (provider) {
    if (rest === undefined) return { kind: 'model', provider, model: undefined };
    if (rest === '' || /\s/.test(rest)) throw invalid(`The ${what} spec "${spec}" has an empty or malformed model name after ${provider}:.`);
    return { kind: 'model', provider, model: rest };
  }
  throw invalid(`Unknown ${what} "${spec}".`);
}

export function specForms(local: string): string[] {
  return [local, 'anthropic[:MODEL]', 'openai[:MODEL]', 'ollama[:MODEL]', 'replay:FILE'];
}
