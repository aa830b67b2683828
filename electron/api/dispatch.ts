import { api, isMethod, type ApiParsedInput, type ApiResult, type Envelope, type EventName, type EventPayload, type Method } from '../../shared/api.js';
import { PinciteError, toErrorInfo } from '../../shared/errors.js';

export type Emit = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

export type Handlers = { [M in Method]: (input: ApiParsedInput<M>, emit: Emit) => Promise<ApiResult<M>> | ApiResult<M> };

/**
 * The single entry every transport calls: checks the method name and validates the
 * raw input against the contract before any handler sees it; any failure comes back
 * as `{ok:false,error}`.
 */
export async function dispatch(handlers: Handlers, method: unknown, rawInput: unknown, emit: Emit): Promise<Envelope<unknown>> {
  try {
    if (!isMethod(method)) throw new PinciteError('INVALID_INPUT', `Unknown method ${JSON.stringify(method)}.`);
    const parsed = api[method].input.safeParse(rawInput ?? {});
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ');
      throw new PinciteError('INVALID_INPUT', `Invalid input for ${method}: ${issues}`);
    }
    const handler = handlers[method] as (input: unknown, emit: Emit) => Promise<unknown> | unknown;
    return { ok: true, result: await handler(parsed.data, emit) };
  } catch (err) {
    return { ok: false, error: toErrorInfo(err) };
  }
}
