import { dispatch } from '../../electron/api/dispatch.js';
import { createHandlers } from '../../electron/api/handlers.js';
import type { Session } from '../../electron/api/session.js';
import type { ApiInput, ApiResult, Method } from '../../shared/api.js';

/**
 * Calls the API through the dispatcher the app uses (validation and typed errors
 * included) on whatever session `current()` holds; a refusal throws with its code.
 */
export function apiCaller(current: () => Session) {
  return async function call<M extends Method>(method: M, input: ApiInput<M>): Promise<ApiResult<M>> {
    const env = await dispatch(createHandlers(current()), method, input, () => undefined);
    if (!env.ok) throw Object.assign(new Error(`${method}: ${env.error.code} ${env.error.message}`), { code: env.error.code });
    return env.result as ApiResult<M>;
  };
}

/** The code and message a call was refused with; a call that succeeds fails the test. */
export const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: Error & { code?: string }) => ({ code: err.code, message: err.message }),
  );
