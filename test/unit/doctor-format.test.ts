import { describe, expect, it } from 'vitest';
import { formatReport } from '../../src/main/cli/doctor-command';
import { fail, ok, warn } from '../../src/main/core/doctor/check';

describe('doctor output for people', () => {
  it('one line per check with its fix under it, and a summary counting failures and warnings', () => {
    const text = formatReport({
      ok: false,
      elapsedMs: 1234,
      checks: [
        ok('keychain', 'Works.'),
        fail('tray-host', 'No host.', 'Install the extension.'),
        warn('accounts', 'Signed out.', 'Sign in.', 'Work <ann@x.test>'),
      ],
    });
    expect(text).toBe(
      'ok    keychain   Works.\n' +
        'FAIL  tray-host  No host.\n' +
        '                 fix: Install the extension.\n' +
        'warn  accounts   Work <ann@x.test>: Signed out.\n' +
        '                 fix: Sign in.\n' +
        '1 failed, 1 warning. (1.2 s)\n',
    );
  });

  it('on a terminal, each finding and fix is wrapped to its width, under its own first word', () => {
    const report = {
      ok: true,
      elapsedMs: 10,
      checks: [
        warn(
          'session-type',
          'No graphical session (neither DISPLAY nor WAYLAND_DISPLAY is set): the tray app cannot start here.',
          'Start Timetray from your desktop session; over SSH or in a container, use the command.',
        ),
      ],
    };
    const text = formatReport(report, 60);
    expect(text.split('\n').every((line) => line.length <= 60)).toBe(true);
    expect(text).toBe(
      'warn  session-type  No graphical session (neither DISPLAY\n' +
        '                    nor WAYLAND_DISPLAY is set): the tray\n' +
        '                    app cannot start here.\n' +
        '                    fix: Start Timetray from your desktop\n' +
        '                         session; over SSH or in a\n' +
        '                         container, use the command.\n' +
        '0 failed, 1 warning. (0.0 s)\n',
    );
    // Piped (no width): one line each, for grep.
    expect(formatReport(report).split('\n')).toHaveLength(4);
  });

  it('neutralises terminal escapes from settings, certificates or the environment', () => {
    const text = formatReport({
      ok: true,
      elapsedMs: 10,
      checks: [ok('ca-file', '/tmp/\u001b]52;c;aGk=\u0007ca.pem: 1 certificate', 'Label\u202eevil')],
    });
    for (const unsafe of ['\u001b', '\u0007', '\u202e']) expect(text).not.toContain(unsafe);
    expect(text).toMatch(/Everything looks fine\./);
  });
});
