import { describe, expect, it } from 'vitest';
import { isTrustedSender } from '../../src/main/ipc/trusted-sender';

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
