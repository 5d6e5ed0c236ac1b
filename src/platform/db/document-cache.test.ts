import { expect } from 'expect';
import { describe, it, mock } from 'node:test';
import { DocumentCache } from './document-cache.js';

describe('DocumentCache', () => {
  const cache = () => new DocumentCache<string>((value) => value.length, 10, 1_000);

  it('gives back what it keeps, with its version', () => {
    const kept = cache();
    kept.set('a', 'v1', 'aaa');
    expect(kept.lookup('a')).toMatchObject({ version: 'v1', value: 'aaa' });
    expect(kept.lookup('b')).toBeUndefined();
  });

  it('stays within its size budget, dropping the least recently used first', () => {
    const kept = cache();
    kept.set('a', 'v', 'aaaa');
    kept.set('b', 'v', 'bbbb');
    kept.lookup('a');
    kept.set('c', 'v', 'cccc');
    expect(kept.size).toBe(8);
    expect(kept.lookup('b')).toBeUndefined();
    expect(kept.lookup('a')?.value).toBe('aaaa');
    expect(kept.lookup('c')?.value).toBe('cccc');
    kept.set('a', 'v2', 'a');
    expect(kept.size).toBe(5);
  });

  it('forgets entries once they expire', () => {
    mock.timers.enable({ apis: ['Date'], now: 0 });
    try {
      const kept = cache();
      kept.set('a', 'v', 'aaa');
      mock.timers.tick(999);
      expect(kept.lookup('a')?.value).toBe('aaa');
      mock.timers.tick(1);
      expect(kept.lookup('a')).toBeUndefined();
      expect(kept.size).toBe(0);
    } finally {
      mock.timers.reset();
    }
  });
});
