#!/usr/bin/env node
/**
 * `timetray` — the command-line client. Plain Node over the same core as the tray app:
 * same settings, same keychain entries, same User-Agent. See `timetray --help`.
 */
import { runCli } from './cli/main';
import { guardStandardStreams, processIo } from './cli/io';
import { endPastUnansweredCall, keychainCallUnanswered } from './core/vault/unanswered-calls';

const outputFailure = guardStandardStreams();
void runCli(process.argv.slice(2), processIo).then((code) => {
  process.exitCode = outputFailure() ?? code;
  // What went wrong is printed; a keychain call still out would hold the exit forever.
  if (keychainCallUnanswered()) endPastUnansweredCall();
});
