/**
 * What every command-line entry point shares: strict options (an unknown option is a usage error, exit 2,
 * with the usage text), `--help`/`-h` (the usage, exit 0), and errors a user can cause turned into one
 * line that says what to do, never a stack trace (set `DEBUG=1` to see one).
 */
import { parseArgs, type ParseArgsConfig } from "node:util";

/** Exit code: success. */
export const EXIT_OK = 0;
/** Exit code: the command failed (bad data, a missing file, a store that cannot be reached …). */
export const EXIT_FAILURE = 1;
/** Exit code: the command line was wrong. */
export const EXIT_USAGE = 2;

/** An error that ends the command with its message (what happened and what to do) and an exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT_FAILURE,
  ) {
    super(message);
  }
}

/** A command's name (as printed before its errors) and its usage text. */
export interface CommandInfo {
  /** Short name, e.g. `build-data`. */
  readonly name: string;
  /** The usage text printed by `--help` and after a usage error. */
  readonly usage: string;
}

/** A usage error: the message, a blank line and the usage, exit 2. */
export function usageError(info: CommandInfo, message: string): CliError {
  return new CliError(`${message}\n\n${info.usage.trimEnd()}`, EXIT_USAGE);
}

type Options = NonNullable<ParseArgsConfig["options"]>;

/**
 * Parses `argv` strictly against `options` (plus `--help`/`-h`). Returns `undefined` when help was
 * asked for (the caller prints nothing more and exits 0); throws a usage {@link CliError} otherwise.
 * `positionals` bounds how many plain arguments the command takes (default none).
 */
export function parseCommand<O extends Options>(
  info: CommandInfo,
  argv: readonly string[],
  options: O,
  positionals: { min?: number; max?: number } = {},
) {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: { ...options, help: { type: "boolean", short: "h" } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw usageError(info, (error as Error).message);
  }
  if ((parsed.values as { help?: boolean }).help === true) return undefined;
  const { min = 0, max = 0 } = positionals;
  if (parsed.positionals.length > max) throw usageError(info, `unexpected argument ${JSON.stringify(parsed.positionals[max])}`);
  if (parsed.positionals.length < min) throw usageError(info, "missing argument");
  return parsed;
}

/** Where a command writes; injectable for tests. */
export interface CommandIo {
  /** Standard output. */
  out: (text: string) => void;
  /** Standard error. */
  err: (text: string) => void;
}

/** The process's own standard output and error. */
export const processIo: CommandIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/**
 * Runs a command's body and turns its outcome into an exit code: a {@link CliError} prints
 * `<name>: <message>` and exits with its code; any other error prints `<name>: <message>` (and the stack
 * only with `DEBUG`) and exits 1. The body returns its exit code, or nothing for 0.
 */
export async function runCommand(info: CommandInfo, body: () => Promise<number | void>, io: CommandIo = processIo): Promise<number> {
  try {
    return (await body()) ?? EXIT_OK;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.err(`${info.name}: ${message}${message.endsWith("\n") ? "" : "\n"}`);
    if (process.env.DEBUG && error instanceof Error && !(error instanceof CliError)) io.err(`${error.stack ?? ""}\n`);
    return error instanceof CliError ? error.exitCode : EXIT_FAILURE;
  }
}
