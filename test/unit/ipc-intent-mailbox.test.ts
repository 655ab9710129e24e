import { describe, expect, it } from 'vitest';
import { IntentMailbox } from '../../src/preload/intent-mailbox';
import type { WindowIntent } from '../../src/shared/ipc';

describe('IntentMailbox (tray → window intents in the preload)', () => {
  it('keeps an intent that arrives before the page listens, and hands it over once', () => {
    const box = new IntentMailbox();
    box.deliver({ kind: 'project', id: 7 });
    box.deliver({ kind: 'add-account' }); // only the latest click counts
    const got: WindowIntent[] = [];
    box.listen((intent) => got.push(intent));
    expect(got).toEqual([{ kind: 'add-account' }]);
    box.deliver({ kind: 'project', id: 42 });
    expect(got).toEqual([{ kind: 'add-account' }, { kind: 'project', id: 42 }]);
  });

  it('holds intents again after the page stopped listening', () => {
    const box = new IntentMailbox();
    const first: WindowIntent[] = [];
    const stop = box.listen((intent) => first.push(intent));
    stop();
    box.deliver({ kind: 'add-account' });
    expect(first).toEqual([]);
    const second: WindowIntent[] = [];
    box.listen((intent) => second.push(intent));
    expect(second).toEqual([{ kind: 'add-account' }]);
  });
});
