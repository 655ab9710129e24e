import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReportStore, type StoredReports } from '../../src/main/core/reports/report-store';
import { makeTempConfig, type TempConfig } from '../support/temp-config';

let config: TempConfig;
beforeEach(async () => void (config = await makeTempConfig()));
afterEach(() => config.cleanup());

const storeIn = (dir: string) => new ReportStore((key) => join(dir, `${key}.json`));
const day: StoredReports['days'][string] = {
  at: 1_700_000_000_000,
  rows: [
    {
      projectId: 7,
      mine: true,
      seconds: 3000,
      cents: 12_345,
      valued: 2,
      rounded: [3240, 13_333, 3600, 14_814, 3600, 14_814],
    },
    {
      projectId: null,
      mine: false,
      seconds: 60,
      cents: -500,
      valued: 1,
      rounded: [360, -3000, 900, -7500, 1800, -15_000],
    },
  ],
};

describe('the saved days of the reports', () => {
  it('keep each row’s rounded sums for invoices across runs', async () => {
    await storeIn(config.dir).update('k', (s) => ({ ...s, days: { '2026-11-30': day } }));
    const read = await storeIn(config.dir).get('k');
    expect(read.days['2026-11-30']).toEqual(day);
    const file = JSON.parse(await readFile(join(config.dir, 'k.reports.json'), 'utf8')) as {
      version: number;
    };
    expect(file.version).toBe(2);
  });

  it("an older release's file (version 1, rows without rounded sums) is read as none saved: fetched again, never misread", async () => {
    const older = {
      version: 1,
      accountKey: 'k',
      offered: null,
      days: { '2026-11-30': { at: 1, rows: [[7, true, 3000, 12345, 2]] } },
      names: {},
    };
    await writeFile(join(config.dir, 'k.reports.json'), JSON.stringify(older));
    expect((await storeIn(config.dir).get('k')).days).toEqual({});
  });

  it('a row of the wrong length or with a rounded sum that is not a whole number is left out alone', async () => {
    await storeIn(config.dir).update('k', (s) => ({ ...s, days: { '2026-11-30': day } }));
    const path = join(config.dir, 'k.reports.json');
    const file = JSON.parse(await readFile(path, 'utf8')) as { days: Record<string, { rows: unknown[][] }> };
    file.days['2026-11-30']!.rows.push([8, true, 10, 0, 0, 1.5, 0, 0, 0, 0, 0], [9, true, 10, 0, 0]);
    await writeFile(path, JSON.stringify(file));
    expect((await storeIn(config.dir).get('k')).days['2026-11-30']!.rows).toEqual(day.rows);
  });
});
