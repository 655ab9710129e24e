import { describe, expect, it } from 'vitest';
import { codeOf } from '../support/error-code';
import { pathId } from '../../src/main/core/api/credential';
import { encodeProjectWrite } from '../../src/main/core/api/project-write';

describe('pathId', () => {
  it('accepts positive safe integers', () => {
    expect(pathId(1, 'project')).toBe('1');
    expect(pathId(Number.MAX_SAFE_INTEGER, 'project')).toBe(String(Number.MAX_SAFE_INTEGER));
  });

  it.each([0, -1, 1.5, NaN, Infinity, Number.MAX_SAFE_INTEGER + 1, '1', '../auth', null, undefined])(
    'refuses %j',
    (value) => {
      expect(codeOf(() => pathId(value, 'project'))).toBe('invalid');
    },
  );
});

describe('encodeProjectWrite', () => {
  it("encodes camelCase fields under the service's names, booleans as true/false", () => {
    const form = encodeProjectWrite(
      {
        name: ' Relaunch & more ',
        description: 'a=b',
        active: false,
        privacy: 2,
        customerId: 7,
        billable: true,
        billBy: 'user',
        rate: 95.5,
        requiredTask: false,
        template: true,
      },
      true,
    );
    expect(form.toString()).toBe(
      'name=Relaunch+%26+more&description=a%3Db&active=false&privacy=2&customer_id=7&billable=true&bill_by=user&rate=95.5&required_task=false&template=true',
    );
  });

  it('sends only the fields given (an update changes only those)', () => {
    expect(encodeProjectWrite({ active: false }, false).toString()).toBe('active=false');
  });

  it('sends null as an empty field to clear it', () => {
    expect(encodeProjectWrite({ customerId: null, rate: null, description: null }, false).toString()).toBe(
      'description=&customer_id=&rate=',
    );
  });

  it.each([
    [{}, false],
    [{ active: true }, true],
    [{ name: '  ' }, true],
    [{ privacy: 3 }, false],
    [{ rate: -1 }, false],
    [{ rate: NaN }, false],
    [{ customerId: 0 }, false],
    [{ billBy: 'hour' }, false],
    [{ active: 'yes' }, false],
  ])('refuses %j', (fields, requireName) => {
    expect(codeOf(() => encodeProjectWrite(fields as never, requireName))).toBe('invalid');
  });
});
