/** What the CLI touches of its process, so tests can run it in-process if they want. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  env: NodeJS.ProcessEnv;
}

export const processIo: CliIo = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  stdin: process.stdin,
  env: process.env,
};
