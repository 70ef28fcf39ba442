/**
 * The terminal demo run as a user runs it: the compiled demo (`buildApp`, once) in a real
 * process, on the embedded sample catalogue, with nothing of the test's environment but PATH.
 */
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from './app-process.js';

let built: Promise<string> | undefined;
const demoPath = () => {
  built ??= buildApp().then((main) => join(dirname(main), 'cli', 'demo.js'));
  return built;
};

/** Compiles the app when its sources changed: call it in `beforeAll`, with a long timeout. */
export const buildDemo = async (): Promise<void> => {
  await demoPath();
};

const options = { env: { PATH: process.env.PATH ?? '' }, timeout: 60_000 };

/** The demo's exit code and stderr for these arguments. */
export async function runDemoFailing(args: string[]): Promise<{ code: unknown; stderr: string }> {
  return promisify(execFile)(process.execPath, [await demoPath(), ...args], options).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code?: unknown; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
  );
}

/** The demo's stdout and stderr for these arguments, with `input` piped in and `env` besides PATH. */
export async function runDemoWithLogs(
  args: string[],
  input?: string,
  env: Record<string, string> = {},
): Promise<{ stdout: string; stderr: string }> {
  const running = promisify(execFile)(process.execPath, [await demoPath(), ...args], {
    ...options,
    env: { ...options.env, ...env },
  });
  running.child.stdin?.end(input);
  return await running;
}

/** The demo's stdout for these arguments, with `input` piped in and `env` besides PATH. */
export const runDemo = async (
  args: string[],
  input?: string,
  env?: Record<string, string>,
): Promise<string> => (await runDemoWithLogs(args, input, env)).stdout;

/** Each answer of a piped conversation, after its echoed question. */
export const answersOf = (out: string): string[] =>
  out
    .split(/^controller> .*$/m)
    .slice(1)
    .map((answer) => answer.trim());

/**
 * The answers to `questions` piped in one process (the demo's start, half its time, paid once),
 * by question: for questions whose subject is not the command line. None may be `market:`/`lang:`
 * alone (that switches the session) or a number (that picks a choice listed before).
 */
export async function answersTo(questions: readonly string[]): Promise<(question: string) => string> {
  const asked = [...new Set(questions)];
  const answers = answersOf(await runDemo([], `${asked.join('\n')}\n`));
  if (answers.length !== asked.length)
    throw new Error(`${asked.length} questions, ${answers.length} answers`);
  return (question) => {
    const answer = answers[asked.indexOf(question)];
    if (answer === undefined) throw new Error(`not asked: ${question}`);
    return answer;
  };
}
