import { describe, expect, it } from 'vitest';
import { normalizeProjectList } from '../../src/main/core/api';
import { decodeBody, utf8Text } from '../../src/main/core/api/decode-body';

const NAMES = [
  'Website Redesign',
  'Café Rénovation — Phase II',
  '株式会社サクラ',
  'Rocket 🚀 launch',
  'voilà', // ends in C3 A0: the A0 byte reads as a Latin-1 no-break space
  'non\u00a0breaking', // a real no-break space
  '  padded  ',
  'quote " and backslash \\ and newline \n',
];

function listBody(names: string[]): Buffer {
  const data = names.map((name, i) => ({
    id: i + 1,
    name,
    description: `About ${name}`,
    customer_name: `${name} Ltd`,
    status: 'active',
  }));
  return Buffer.from(JSON.stringify({ data }));
}

/** What a plain UTF-8 decode would give: the reference the fast path must match. */
function reference(bytes: Buffer) {
  return normalizeProjectList(JSON.parse(bytes.toString('utf8')));
}

function viaDecode(bytes: Buffer, allowLatin1: boolean) {
  const decoded = decodeBody(bytes, allowLatin1);
  return { latin1: decoded.latin1, result: normalizeProjectList(JSON.parse(decoded.text), decoded.latin1) };
}

describe('decodeBody and the Latin-1 fast path for project lists', () => {
  it('gives exactly the UTF-8 result for accents, CJK, emoji and awkward spaces', () => {
    const bytes = listBody(NAMES);
    const fast = viaDecode(bytes, true);
    expect(fast.latin1).toBe(true);
    expect(fast.result).toEqual(reference(bytes));
    expect(fast.result.projects.map((p) => p.name)).toEqual(NAMES.map((n) => n.trim()));
    expect(fast.result.projects[2]?.customerName).toBe('株式会社サクラ Ltd');
  });

  it('stays on UTF-8 when the caller does not allow Latin-1', () => {
    const bytes = listBody(NAMES);
    expect(viaDecode(bytes, false)).toEqual({ latin1: false, result: reference(bytes) });
  });

  it('stays on UTF-8 when the body has \\u escapes (they could not be told from raw bytes)', () => {
    const bytes = Buffer.from('{"data":[{"id":1,"name":"caf\\u00e9 and raw é"}]}');
    const fast = viaDecode(bytes, true);
    expect(fast.latin1).toBe(false);
    expect(fast.result.projects[0]?.name).toBe('café and raw é');
  });

  it('reads pure ASCII without needing any re-decoding', () => {
    expect(decodeBody(Buffer.from('{"a":"b"}'), true)).toEqual({ text: '{"a":"b"}', latin1: false });
  });

  it('drops a UTF-8 byte-order mark on both paths', () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const ascii = Buffer.concat([bom, Buffer.from('[{"id":1,"name":"A"}]')]);
    const accented = Buffer.concat([bom, Buffer.from('[{"id":1,"name":"Ä"}]')]);
    expect(JSON.parse(decodeBody(ascii, true).text)).toEqual([{ id: 1, name: 'A' }]);
    expect(viaDecode(accented, true).result.projects[0]?.name).toBe('Ä');
    expect(viaDecode(accented, false).result.projects[0]?.name).toBe('Ä');
  });

  it('treats invalid UTF-8 the way a UTF-8 decode does', () => {
    const bytes = Buffer.concat([
      Buffer.from('[{"id":1,"name":"bad '),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('"}]'),
    ]);
    expect(viaDecode(bytes, true).result).toEqual(reference(bytes));
  });

  it('re-decodes values longer than the scratch buffer too', () => {
    const long = `${'é'.repeat(10_000)} ✓`;
    expect(utf8Text(Buffer.from(long).toString('latin1'))).toBe(long);
  });

  it('utf8Text leaves plain text alone', () => {
    const plain = 'nothing to do';
    expect(utf8Text(plain)).toBe(plain);
  });
});
