import { describe, expect, it } from "vitest";
import { CliError, EXIT_FAILURE, EXIT_USAGE, parseCommand, runCommand } from "../../src/cli/command.ts";

const INFO = { name: "demo", usage: "usage: demo [--out <dir>] <level>" };
const OPTIONS = { out: { type: "string" }, flag: { type: "boolean" } } as const;

function capture() {
  const err: string[] = [];
  return { err, io: { out: () => undefined, err: (t: string) => void err.push(t) } };
}

describe("parseCommand", () => {
  it("parses known options and bounded positionals", () => {
    const parsed = parseCommand(INFO, ["--out", "x", "minor"], OPTIONS, { min: 1, max: 1 });
    expect(parsed?.values.out).toBe("x");
    expect(parsed?.positionals).toEqual(["minor"]);
  });

  it("returns undefined for --help and -h", () => {
    expect(parseCommand(INFO, ["--help"], OPTIONS)).toBeUndefined();
    expect(parseCommand(INFO, ["-h"], OPTIONS)).toBeUndefined();
  });

  it.each([
    [["--bogus"], /Unknown option '--bogus'/],
    [["--out"], /argument missing/],
    [["a", "b"], /unexpected argument "b"/],
    [[], /missing argument/],
  ])("rejects %j with exit 2 and the usage", (argv, message) => {
    let error: unknown;
    try {
      parseCommand(INFO, argv, OPTIONS, { min: 1, max: 1 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(EXIT_USAGE);
    expect((error as CliError).message).toMatch(message);
    expect((error as CliError).message).toContain(INFO.usage);
  });
});

describe("runCommand", () => {
  it("prints a CliError as one line with the command's name and returns its code", async () => {
    const { err, io } = capture();
    const code = await runCommand(INFO, async () => {
      throw new CliError("port 8787 is in use: set PORT", 1);
    }, io);
    expect(code).toBe(EXIT_FAILURE);
    expect(err.join("")).toBe("demo: port 8787 is in use: set PORT\n");
  });

  it("prints any other error's message without its stack", async () => {
    const { err, io } = capture();
    const code = await runCommand(INFO, async () => {
      throw new TypeError("boom");
    }, io);
    expect(code).toBe(EXIT_FAILURE);
    expect(err.join("")).toBe("demo: boom\n");
  });

  it("returns the body's exit code, 0 when it returns nothing", async () => {
    expect(await runCommand(INFO, async () => undefined)).toBe(0);
    expect(await runCommand(INFO, async () => 3)).toBe(3);
  });
});
