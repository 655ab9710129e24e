/**
 * For test files that set proxy variables: each test starts with none set (whatever the
 * machine has), and the machine's values come back after it. Call at the top level of a file.
 */
import { afterEach, beforeEach } from 'vitest';

const PROXY_VARS = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy'];

export function isolateProxyEnv(): void {
  const saved: Record<string, string | undefined> = {};
  beforeEach(() => {
    for (const name of PROXY_VARS) {
      saved[name] = process.env[name];
      delete process.env[name];
    }
  });
  afterEach(() => {
    for (const name of PROXY_VARS) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
}
