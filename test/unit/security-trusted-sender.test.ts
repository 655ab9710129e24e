import { describe, expect, it } from 'vitest';
import { format, pathToFileURL } from 'node:url';
import { isTrustedSender } from '../../src/main/app/ipc/trusted-sender';

const fileRenderer = 'file:///opt/Timetray/resources/app.asar/out/renderer/index.html';
const devRenderer = 'http://localhost:5173/';

describe('isTrustedSender', () => {
  it('trusts our own page in the main frame, with or without a hash', () => {
    expect(isTrustedSender(fileRenderer, fileRenderer, true)).toBe(true);
    expect(isTrustedSender(`${fileRenderer}#/projects`, fileRenderer, true)).toBe(true);
    expect(isTrustedSender('http://localhost:5173/src/App.svelte', devRenderer, true)).toBe(true);
  });

  it('refuses our own page in a subframe', () => {
    expect(isTrustedSender(fileRenderer, fileRenderer, false)).toBe(false);
  });

  it('refuses other local files (file: origins are all "null")', () => {
    expect(isTrustedSender('file:///tmp/evil.html', fileRenderer, true)).toBe(false);
    expect(
      isTrustedSender('file:///opt/Timetray/resources/app.asar/out/renderer/other.html', fileRenderer, true),
    ).toBe(false);
    expect(
      isTrustedSender(
        'file://attacker-host/opt/Timetray/resources/app.asar/out/renderer/index.html',
        fileRenderer,
        true,
      ),
    ).toBe(false);
  });

  it('refuses other origins, look-alikes and junk', () => {
    expect(isTrustedSender('https://evil.test/', fileRenderer, true)).toBe(false);
    expect(isTrustedSender('http://localhost:5174/', devRenderer, true)).toBe(false);
    expect(isTrustedSender('http://localhost.evil.test:5173/', devRenderer, true)).toBe(false);
    expect(isTrustedSender('https://localhost:5173/', devRenderer, true)).toBe(false);
    expect(isTrustedSender('about:blank', fileRenderer, true)).toBe(false);
    expect(isTrustedSender('not a url', fileRenderer, true)).toBe(false);
    expect(isTrustedSender('', fileRenderer, true)).toBe(false);
    expect(isTrustedSender(undefined, fileRenderer, true)).toBe(false);
    expect(isTrustedSender('data:text/html,hi', 'data:text/html,hi', true)).toBe(false);
  });
});

describe('isTrustedSender with install paths loadFile and pathToFileURL write differently', () => {
  // What Electron's loadFile does: url.format with the plain path, then Chromium parses it.
  const loadFileUrl = (path: string): string =>
    new URL(format({ protocol: 'file', slashes: true, pathname: path })).href;

  it.each(['/opt/100% done', '/opt/Time [beta]', '/opt/a^b|c', '/home/zoë/My Apps'])(
    'trusts our page installed under %s',
    (folder) => {
      const html = `${folder}/resources/app.asar/out/renderer/index.html`;
      expect(isTrustedSender(loadFileUrl(html), pathToFileURL(html).href, true, 'linux')).toBe(true);
    },
  );

  it('still refuses a different file in such a folder', () => {
    const html = '/opt/100% done/out/renderer/index.html';
    const other = '/opt/100% done/out/renderer/evil.html';
    expect(isTrustedSender(loadFileUrl(other), pathToFileURL(html).href, true, 'linux')).toBe(false);
  });

  it('compares Windows paths case-insensitively, drive letter included', () => {
    const ours = 'file:///C:/Program%20Files/Timetray/resources/app.asar/out/renderer/index.html';
    const frame = 'file:///c:/program files/TIMETRAY/resources/app.asar/out/renderer/index.html';
    expect(isTrustedSender(frame, ours, true, 'win32')).toBe(true);
    expect(isTrustedSender(frame, ours, true, 'linux')).toBe(false);
  });

  it('refuses an escaped slash that would name another file', () => {
    const ours = 'file:///opt/app/out/renderer/index.html';
    expect(isTrustedSender('file:///opt/app/out%2Frenderer/index.html', ours, true, 'linux')).toBe(false);
  });
});
