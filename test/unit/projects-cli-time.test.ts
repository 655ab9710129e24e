import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCli } from '../../src/main/cli/args';
import type { CommandContext } from '../../src/main/cli/context';
import { processIo } from '../../src/main/cli/io';
import { projects } from '../../src/main/cli/view-commands';
import { status } from '../../src/main/cli/state-commands';
import { formatWhen } from '../../src/main/cli/when';
import { ProjectCache } from '../../src/main/core/projects/project-cache';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { MemorySecretStore } from '../../src/main/core/vault';
import { makeProject } from '../support/project-fixture';
import { seedSettings, seedToken } from '../support/settings-fixture';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/**
 * The cache file can be edited, and V8's `Date.parse` skips text in parentheses: a
 * "time" that parses may still carry a terminal escape. The CLI prints it inert.
 */
const EVIL_TIME = '2026-11-22 (\u001b]52;c;ZWNobyBoaQ==\u0007\u001b[2J)';

let config: TempConfig;
let core: TimetrayCore;
beforeEach(async () => {
  config = await makeTempConfig();
  const secrets = new MemorySecretStore();
  await seedSettings(config.dir, 'a', 'a');
  await seedToken(secrets, 'a');
  await new ProjectCache(config.dir).put('a', {
    projects: [makeProject({ id: 1 })],
    skipped: 0,
    fetchedAt: EVIL_TIME,
  });
  core = await TimetrayCore.open({ configDir: config.dir, secrets });
});
afterEach(async () => {
  await core.close();
  await config.cleanup();
});

async function printed(argv: string[], run: (ctx: CommandContext) => Promise<number>): Promise<string> {
  let text = '';
  const ctx: CommandContext = {
    core,
    io: processIo,
    args: parseCli(argv),
    configDir: config.dir,
    caFile: undefined,
    out: (_json, human) => void (text += human),
  };
  await run(ctx);
  return text;
}

describe('the cached time in CLI output', () => {
  it('reaches the terminal without its control characters (status, projects --cached)', async () => {
    expect(core.snapshot().lastRefresh).toBe(EVIL_TIME); // it did parse as a time
    for (const text of [
      await printed(['status'], status),
      await printed(['projects', '--cached'], projects),
    ]) {
      expect(text).toContain(formatWhen(EVIL_TIME)); // in local time, as every time the CLI prints
      const controls = [...text].filter((c) => c !== '\n' && c.charCodeAt(0) < 0x20);
      expect(controls).toEqual([]);
    }
  });
});
