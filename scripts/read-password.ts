import { createInterface } from "node:readline";
import { Writable } from "node:stream";

// The accounts CLI's password when --password is not given: typed at a hidden prompt (twice)
// on a terminal, or the first line of standard input when piped (`printf '%s\n' "$PW" | …`),
// so a password need not sit in the shell history or the process list.

export async function readPassword(prompt = "Password: "): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await hiddenPrompt(prompt);
  const second = await hiddenPrompt("Repeat it: ");
  if (first !== second) throw new PasswordInputError("The two passwords do not match.");
  return first;
}

export class PasswordInputError extends Error {}

async function firstLineOfStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line.replace(/\r$/, "");
  }
  throw new PasswordInputError("No password on standard input: pipe one in, or pass --password.");
}

function hiddenPrompt(prompt: string): Promise<string> {
  process.stderr.write(prompt);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  return new Promise((resolve) => {
    rl.question("", (answer) => {
      rl.close();
      process.stderr.write("\n");
      resolve(answer);
    });
  });
}
