#!/usr/bin/env node
/**
 * `timetray` — the command-line client. Plain Node over the same core as the tray app:
 * same settings, same keychain entries, same User-Agent. See `timetray --help`.
 */
import { runCli } from './cli/main';
import { guardStandardStreams, processIo } from './cli/io';

const outputFailure = guardStandardStreams();
void runCli(process.argv.slice(2), processIo).then((code) => {
  process.exitCode = outputFailure() ?? code;
});
