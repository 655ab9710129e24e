#!/usr/bin/env node
/**
 * `timetray` — the command-line client. Plain Node over the same core as the tray app:
 * same settings, same keychain entries, same User-Agent. See `timetray --help`.
 */
import { runCli } from './cli/main';
import { processIo } from './cli/io';

void runCli(process.argv.slice(2), processIo).then((code) => {
  process.exitCode = code;
});
