/**
 * Binary logistic regression over sparse binary features, fitted to the minimum of
 *
 *   mean over rows of log(1 + e^z) − y·z  +  λ/2 · |w|²,   z = bias + Σ w[f] over the row's features
 *
 * by L-BFGS (Nocedal & Wright, algorithm 7.4, the two-loop recursion) with a backtracking line search. The objective is
 * strictly convex in the weights, so the fit has one minimum: permuting the rows does not change it, and a few rows more
 * or less move it a little, not to another local answer as an online learner's order can. The bias is not penalised,
 * so both classes must be present for the minimum to exist.
 * Training code (the clause model's trainer), not the app's: the app only reads the weights.
 */
export type LogisticFit = { bias: number; weights: Float64Array; iterations: number; loss: number; gradientNorm: number };

const HISTORY = 10;

export function fitLogistic(rows: readonly Int32Array[], y: readonly number[], dim: number, lambda: number, maxIterations = 500): LogisticFit {
  if (rows.length !== y.length) throw new Error(`fitLogistic: ${rows.length} rows but ${y.length} labels`);
  if (rows.length === 0) throw new Error('fitLogistic: no rows to fit');
  // With one class only the unpenalised bias runs off to ±∞: there is no minimum to reach.
  if (!y.includes(0) || !y.includes(1)) throw new Error('fitLogistic: the labels must hold both classes, 0 and 1');
  const n = rows.length;
  const size = dim + 1; // the last coordinate is the bias
  const objective = (x: Float64Array, grad: Float64Array): number => {
    grad.fill(0);
    let loss = 0;
    for (let i = 0; i < n; i++) {
      const row = rows[i]!;
      let z = x[dim]!;
      for (const f of row) z += x[f]!;
      const yi = y[i]!;
      loss += (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z))) - yi * z;
      const err = (1 / (1 + Math.exp(-z)) - yi) / n;
      for (const f of row) grad[f] = grad[f]! + err;
      grad[dim] = grad[dim]! + err;
    }
    loss /= n;
    for (let j = 0; j < dim; j++) {
      loss += 0.5 * lambda * x[j]! * x[j]!;
      grad[j] = grad[j]! + lambda * x[j]!;
    }
    return loss;
  };
  const dot = (a: Float64Array, b: Float64Array) => {
    let s = 0;
    for (let j = 0; j < size; j++) s += a[j]! * b[j]!;
    return s;
  };
  const steps: Float64Array[] = [];
  const changes: Float64Array[] = [];
  const x = new Float64Array(size);
  let grad = new Float64Array(size);
  let loss = objective(x, grad);
  let iterations = 0;
  for (; iterations < maxIterations; iterations++) {
    // q = H·grad, H the inverse Hessian as the last steps estimate it.
    const q = Float64Array.from(grad);
    const alpha: number[] = [];
    for (let k = steps.length - 1; k >= 0; k--) {
      alpha[k] = dot(steps[k]!, q) / dot(changes[k]!, steps[k]!);
      for (let j = 0; j < size; j++) q[j] = q[j]! - alpha[k]! * changes[k]![j]!;
    }
    const last = steps.length - 1;
    const gamma = last >= 0 ? dot(steps[last]!, changes[last]!) / dot(changes[last]!, changes[last]!) : 1 / Math.max(1, Math.sqrt(dot(grad, grad)));
    for (let j = 0; j < size; j++) q[j] = q[j]! * gamma;
    for (let k = 0; k < steps.length; k++) {
      const beta = dot(changes[k]!, q) / dot(changes[k]!, steps[k]!);
      for (let j = 0; j < size; j++) q[j] = q[j]! + steps[k]![j]! * (alpha[k]! - beta);
    }
    const slope = -dot(grad, q);
    if (!(slope < 0)) break; // no descent left (the gradient is zero to rounding)
    const next = new Float64Array(size);
    const nextGrad = new Float64Array(size);
    let nextLoss = loss;
    for (let t = 1; ; t /= 2) {
      for (let j = 0; j < size; j++) next[j] = x[j]! - t * q[j]!;
      nextLoss = objective(next, nextGrad);
      if (nextLoss <= loss + 1e-4 * t * slope || t < 1e-12) break;
    }
    const step = new Float64Array(size);
    const change = new Float64Array(size);
    for (let j = 0; j < size; j++) {
      step[j] = next[j]! - x[j]!;
      change[j] = nextGrad[j]! - grad[j]!;
    }
    const gained = loss - nextLoss;
    x.set(next);
    grad = nextGrad;
    loss = nextLoss;
    if (dot(step, change) > 1e-12) {
      steps.push(step);
      changes.push(change);
      if (steps.length > HISTORY) {
        steps.shift();
        changes.shift();
      }
    }
    if (gained <= 1e-10 * Math.max(1, Math.abs(loss))) break;
  }
  return { bias: x[dim]!, weights: x.slice(0, dim), iterations, loss, gradientNorm: Math.sqrt(dot(grad, grad)) };
}
