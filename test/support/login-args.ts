import type { Sandbox, SandboxUser } from '../sandbox';

/**
 * `--base-url … --email … --account …` of a sandbox user: what `login` and `import-token`
 * both need. One place for the CLI tests and the stress suite, so they cannot drift apart.
 */
export const accountArgs = (sb: Pick<Sandbox, 'baseUrl'>, user: SandboxUser): string[] => [
  '--base-url',
  sb.baseUrl,
  '--email',
  user.email,
  '--account',
  user.accountId,
];

/** `login` for a sandbox user, password on stdin, trusting the sandbox's CA. */
export const sandboxLoginArgs = (sb: Pick<Sandbox, 'baseUrl' | 'caFile'>, user: SandboxUser): string[] => [
  'login',
  ...accountArgs(sb, user),
  '--password-stdin',
  '--ca-file',
  sb.caFile,
];
