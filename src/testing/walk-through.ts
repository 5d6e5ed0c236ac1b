import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from './process.js';

/**
 * The walk-throughs of the docs, run as a reader would run them. A shell block (```sh) is split
 * into steps at the lines that say what a step prints: `# → <line>`, one per line of output, where
 * `…` stands for any text within a line. A step without such lines runs without a check.
 */
export interface Step {
  /** Where the step is: the document and the line of its first command. */
  where: string;
  code: string;
  /** The lines the step prints; empty when the text says nothing about them. */
  expected: string[];
}

const EXPECTATION = /^# → ?(.*)$/;

/** The shell blocks of `file` under the headings `sections` picks (all of them when it picks every heading). */
export async function stepsOf(file: string, sections: (heading: string) => boolean): Promise<Step[]> {
  const text = await readFile(path.join(PROJECT_ROOT, file), 'utf8');
  const steps: Step[] = [];
  let heading = '';
  let inBlock = false;
  let code: string[] = [];
  let expected: string[] = [];
  let start = 0;
  const flush = () => {
    if (code.some((line) => line.trim() !== '' && !line.trim().startsWith('#')) || expected.length > 0) {
      steps.push({ where: `${file}:${start}`, code: code.join('\n'), expected });
    }
    code = [];
    expected = [];
  };
  for (const [index, line] of text.split('\n').entries()) {
    if (!inBlock && /^#+ /.test(line)) heading = line.replace(/^#+ /, '');
    if (!inBlock && line === '```sh' && sections(heading)) {
      inBlock = true;
      start = index + 2;
      continue;
    }
    if (!inBlock) continue;
    if (line === '```') {
      flush();
      inBlock = false;
      continue;
    }
    const expectation = EXPECTATION.exec(line);
    if (expectation) {
      expected.push(expectation[1]!);
      continue;
    }
    if (expected.length > 0) {
      flush();
      start = index + 1;
    }
    code.push(line);
  }
  return steps;
}

/** Whether `actual` is what `expected` says, `…` standing for any text. */
export function matches(expected: string, actual: string): boolean {
  const pattern = expected
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`).test(actual);
}

export interface StepResult {
  where: string;
  expected: string[];
  printed: string[];
}

/**
 * Runs the steps in one bash session (their variables carry over), with `prelude` first: what
 * the reader's machine has (the service's address, a stand-in for npm). Answers each step's output.
 */
export async function runSteps(steps: Step[], prelude: string, env: Record<string, string>): Promise<StepResult[]> {
  const marker = (n: number) => `@@walk-through step ${n}@@`;
  const script = [
    prelude,
    ...steps.map((step, n) => `printf '\\n%s\\n' '${marker(n)}'\n${step.code}`),
    `printf '\\n%s\\n' '${marker(steps.length)}'`,
  ].join('\n');
  const output = await new Promise<string>((resolve, reject) => {
    const bash = spawn('bash', ['-c', script], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    bash.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    bash.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    bash.on('error', reject);
    bash.on('close', () => resolve(out));
  });
  return steps.map((step, n) => {
    const from = output.indexOf(marker(n));
    const to = output.indexOf(marker(n + 1));
    const printed =
      from < 0 || to < 0 ? ['(the walk-through stopped before this step)'] : output.slice(from, to).split('\n');
    return {
      where: step.where,
      expected: step.expected,
      printed: printed.slice(1).filter((line) => line.trim() !== ''),
    };
  });
}
