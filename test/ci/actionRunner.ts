// Runs the composite action of action.yml as a GitHub runner does, as far as a test can: the inputs merged
// with their defaults, each step's `if:` and `${{ }}` expressions evaluated over inputs and earlier steps'
// outputs, each `run:` written to a file and run by `bash --noprofile --norc -eo pipefail` (the runner's
// `shell: bash`) in the workspace, with GITHUB_OUTPUT (a fresh file per step, read back into
// `steps.<id>.outputs`), GITHUB_STEP_SUMMARY, GITHUB_WORKSPACE, GITHUB_ACTION_PATH and RUNNER_TEMP set. In a
// composite action no INPUT_* variable is set: inputs reach a step only through the expressions.
// A `uses:` step is not run; it is recorded with its evaluated `with:` for the test to judge.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseYaml } from './yamlSubset.ts';

export interface ActionStep {
  name?: string;
  id?: string;
  if?: string;
  shell?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}

export interface ActionFile {
  name: string;
  inputs: Record<string, { description: string; required?: string; default?: string }>;
  outputs: Record<string, { description: string; value: string }>;
  runs: { using: string; steps: ActionStep[] };
}

export async function readAction(file: string): Promise<ActionFile> {
  return parseYaml(await readFile(file, 'utf8')) as unknown as ActionFile;
}

export interface StepRun {
  name: string;
  id?: string;
  /** Skipped by its `if:`. */
  skipped: boolean;
  code: number;
  stdout: string;
  stderr: string;
  /** What the step wrote to GITHUB_OUTPUT. */
  outputs: Record<string, string>;
  /** A `uses:` step: the action and its evaluated inputs. */
  uses?: { action: string; with: Record<string, string> };
}

export interface ActionRun {
  /** The action's outcome as the job sees it: 0 when every step that ran succeeded, else the failing step's code. */
  code: number;
  steps: StepRun[];
  outputs: Record<string, string>;
  summary: string;
  log: string;
}

interface Context {
  inputs: Record<string, string>;
  steps: Record<string, { outputs: Record<string, string>; outcome: string }>;
  failed: boolean;
}

/** The value of one `${{ }}` expression: references, string literals, ==, !=, &&, ||, !, always(), success(), failure(). */
export function evaluate(expr: string, ctx: Context): string | boolean {
  const tokens = expr.match(/'(?:[^']|'')*'|==|!=|&&|\|\||[()!]|[A-Za-z_][\w.-]*(?:\(\))?|\S/g) ?? [];
  let i = 0;
  const truthy = (v: string | boolean) => v !== '' && v !== false;
  const primary = (): string | boolean => {
    const t = tokens[i++];
    if (t === undefined) throw new Error(`expression ends early: ${expr}`);
    if (t === '(') {
      const v = or();
      if (tokens[i++] !== ')') throw new Error(`no ) in ${expr}`);
      return v;
    }
    if (t === '!') return !truthy(primary());
    if (t.startsWith("'")) return t.slice(1, -1).replace(/''/g, "'");
    if (t === 'always()') return true;
    if (t === 'success()') return !ctx.failed;
    if (t === 'failure()') return ctx.failed;
    if (t === 'true' || t === 'false') return t === 'true';
    const path = t.split('.');
    if (path[0] === 'inputs' && path.length === 2) {
      if (!(path[1] in ctx.inputs)) throw new Error(`inputs.${path[1]} is no input of the action`);
      return ctx.inputs[path[1]];
    }
    if (path[0] === 'steps' && path.length === 4 && path[2] === 'outputs') return ctx.steps[path[1]]?.outputs[path[3]] ?? '';
    if (path[0] === 'steps' && path.length === 3 && path[2] === 'outcome') return ctx.steps[path[1]]?.outcome ?? '';
    throw new Error(`${t} is outside what this runner evaluates (in ${expr})`);
  };
  const comparison = (): string | boolean => {
    const left = primary();
    if (tokens[i] === '==' || tokens[i] === '!=') {
      const op = tokens[i++];
      const right = primary();
      // GitHub compares strings ignoring case.
      const same = String(left).toLowerCase() === String(right).toLowerCase();
      return op === '==' ? same : !same;
    }
    return left;
  };
  const and = (): string | boolean => {
    let v = comparison();
    while (tokens[i] === '&&') {
      i++;
      const r = comparison();
      v = truthy(v) ? r : v;
    }
    return v;
  };
  const or = (): string | boolean => {
    let v = and();
    while (tokens[i] === '||') {
      i++;
      const r = and();
      v = truthy(v) ? v : r;
    }
    return v;
  };
  const v = or();
  if (i !== tokens.length) throw new Error(`cannot read ${expr}`);
  return v;
}

/** Every `${{ }}` in a text replaced by its value, as the runner does before a step starts. */
export function substitute(text: string, ctx: Context): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_m, expr: string) => {
    const v = evaluate(expr.trim(), ctx);
    return typeof v === 'boolean' ? String(v) : v;
  });
}

function condition(step: ActionStep, ctx: Context): boolean {
  if (step.if === undefined) return !ctx.failed;
  const expr = step.if.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  const v = evaluate(expr, ctx);
  // As on the runner: without a status function the condition is ANDed with success().
  const statusFn = /\b(always|success|failure|cancelled)\(\)/.test(expr);
  return (statusFn || !ctx.failed) && v !== '' && v !== false;
}

/** `name=value` lines and `name<<DELIMITER` blocks, as the runner reads GITHUB_OUTPUT. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[i]);
    if (heredoc) {
      const body: string[] = [];
      for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) body.push(lines[i]);
      out[heredoc[1]] = body.join('\n');
    } else if (lines[i].includes('=')) {
      out[lines[i].slice(0, lines[i].indexOf('='))] = lines[i].slice(lines[i].indexOf('=') + 1);
    }
  }
  return out;
}

function bash(script: string, cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`step did not end within ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr });
    });
  });
}

export interface RunActionOptions {
  /** The folder of action.yml (GITHUB_ACTION_PATH). */
  actionPath: string;
  /** The job's workspace: the working folder of every step. */
  workspace: string;
  /** The `with:` of the step that uses the action. */
  with?: Record<string, string>;
  /** The `env:` of the job and of the step that uses the action (secrets go here). */
  env?: Record<string, string>;
  timeoutMs?: number;
}

export async function runAction(opts: RunActionOptions): Promise<ActionRun> {
  const action = await readAction(join(opts.actionPath, 'action.yml'));
  for (const name of Object.keys(opts.with ?? {})) if (!(name in action.inputs)) throw new Error(`unexpected input ${name}`);
  const inputs = Object.fromEntries(Object.entries(action.inputs).map(([name, spec]) => [name, opts.with?.[name] ?? spec.default ?? '']));
  const ctx: Context = { inputs, steps: {}, failed: false };
  const runnerTemp = await mkdtemp(join(opts.workspace, '..', 'runner-temp-'));
  const summary = join(runnerTemp, 'step-summary.md');
  await writeFile(summary, '');
  // The runner's environment: nothing of this process's conformance variables leaks into the steps.
  const base: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('CONFORMANCE_') && !k.startsWith('GITHUB_') && !k.startsWith('INPUT_')) base[k] = v;
  const steps: StepRun[] = [];
  let code = 0;
  let log = '';
  for (const [n, step] of action.runs.steps.entries()) {
    const name = step.name ?? step.id ?? `step ${n + 1}`;
    if (!condition(step, ctx)) {
      steps.push({ name, id: step.id, skipped: true, code: 0, stdout: '', stderr: '', outputs: {} });
      continue;
    }
    if (step.uses) {
      const withs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, substitute(v, ctx)]));
      steps.push({ name, id: step.id, skipped: false, code: 0, stdout: '', stderr: '', outputs: {}, uses: { action: step.uses, with: withs } });
      continue;
    }
    if (step.shell !== 'bash') throw new Error(`step ${name}: shell ${step.shell} (a composite run step must name its shell; this runner knows bash)`);
    const output = join(runnerTemp, `output-${n}`);
    await writeFile(output, '');
    const script = join(runnerTemp, `step-${n}.sh`);
    await writeFile(script, substitute(step.run ?? '', ctx));
    const env: NodeJS.ProcessEnv = {
      ...base,
      ...opts.env,
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_WORKSPACE: opts.workspace,
      GITHUB_ACTION_PATH: opts.actionPath,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      RUNNER_TEMP: runnerTemp,
      ...Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, substitute(v, ctx)])),
    };
    const r = await bash(script, opts.workspace, env, opts.timeoutMs ?? 240_000);
    log += `## ${name} (exit ${r.code})\n${r.stdout}${r.stderr}`;
    const outputs = parseOutputFile(await readFile(output, 'utf8'));
    if (step.id) ctx.steps[step.id] = { outputs, outcome: r.code === 0 ? 'success' : 'failure' };
    steps.push({ name, id: step.id, skipped: false, ...r, outputs });
    if (r.code !== 0 && !ctx.failed) {
      ctx.failed = true;
      code = r.code;
    }
  }
  const outputs = Object.fromEntries(Object.entries(action.outputs ?? {}).map(([k, o]) => [k, substitute(o.value, ctx)]));
  return { code, steps, outputs, summary: await readFile(summary, 'utf8'), log };
}
