import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TimetrayCore } from '../../src/main/core/timetray-core';
import { MemorySecretStore } from '../../src/main/core/vault';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

/** What a process killed mid-write leaves in the config folder, and the next start. */
let config: TempConfig;
beforeEach(async () => {
  config = await makeTempConfig();
});
afterEach(() => config.cleanup());

/** A process id no process has (above Linux's pid_max). */
const DEAD_PID = 2 ** 22 + 17;

describe('temp files of writes that never finished', () => {
  it('are removed on start; a running process’s write in progress stays', async () => {
    await mkdir(join(config.dir, 'cache'), { recursive: true });
    const dead = [
      join(config.dir, `settings.json.${DEAD_PID}.0a1b2c3d.tmp`),
      join(config.dir, 'cache', `0123abcd.json.${DEAD_PID}.ffee0011.tmp`),
    ];
    const inProgress = join(config.dir, `settings.json.${process.ppid}.99aa88bb.tmp`);
    const unrelated = join(config.dir, 'notes.tmp');
    for (const file of [...dead, inProgress, unrelated]) await writeFile(file, '{"half":');
    const core = await TimetrayCore.open({ configDir: config.dir, secrets: new MemorySecretStore() });
    await core.close();
    expect(dead.filter((f) => existsSync(f))).toEqual([]);
    expect(existsSync(inProgress)).toBe(true);
    expect(existsSync(unrelated)).toBe(true);
  });
});
