/**
 * Preloaded (node --require) into the Electronegativity child: every outbound connection to a
 * host that is not loopback throws, and is counted. The tool fetches release data from the
 * internet; the audit must not depend on, nor leak to, the network. At exit the count is written
 * to stderr as `BLOCKED_NETWORK <n>` so the parent can prove the block was exercised.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a `node --require` preload is CommonJS */
const net = require('node:net');
const tls = require('node:tls');
const http = require('node:http');
const https = require('node:https');
const dns = require('node:dns');

let blocked = 0;
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|::1|\[::1\])$/i;

function hostOf(args) {
  const [first, second] = args;
  if (typeof first === 'string') {
    try {
      return new URL(first).hostname;
    } catch {
      return typeof second === 'string' ? second : first; // net.connect(port, host) or a path
    }
  }
  if (first instanceof URL) return first.hostname;
  if (typeof first === 'number') return typeof second === 'string' ? second : 'localhost';
  if (first && typeof first === 'object')
    return first.hostname || first.host || (first.path ? 'localhost' : 'localhost');
  return 'unknown';
}

function guard(owner, name) {
  const original = owner[name];
  owner[name] = function blockedWhenRemote(...args) {
    const host = String(hostOf(args)).replace(/:\d+$/, '');
    if (!LOOPBACK.test(host)) {
      blocked += 1;
      throw new Error(`outbound network blocked by the audit: ${name} ${host}`);
    }
    return original.apply(this, args);
  };
}

guard(net, 'connect');
guard(net, 'createConnection');
guard(tls, 'connect');
for (const mod of [http, https]) {
  guard(mod, 'request');
  guard(mod, 'get');
}
guard(dns, 'lookup');
guard(dns.promises, 'lookup');
if (typeof globalThis.fetch === 'function') {
  globalThis.fetch = async (input) => {
    const host = hostOf([typeof input === 'object' && input && 'url' in input ? input.url : input]);
    if (!LOOPBACK.test(host)) {
      blocked += 1;
      throw new Error(`outbound network blocked by the audit: fetch ${host}`);
    }
    throw new Error('fetch is disabled in the audit');
  };
}

process.on('exit', () => {
  process.stderr.write(`\nBLOCKED_NETWORK ${blocked}\n`);
});
