import { describe, expect, it } from 'vitest';
import { json, useCliFixture } from '../support/cli-fixture';
import { runCli } from '../support/run-cli';

/**
 * `timetray rename-customer` says what the service did, not what its answer looked like: an
 * answer cut off after the service renamed is a success; a web page in place of the answer
 * is a failure that says the name the customer still has; when neither can be known, it says
 * the rename may have been applied. The built CLI against the sandbox's faults.
 */
const f = useCliFixture();

const aCustomer = () => {
  const project = f.sb.state.projectsOf(f.sb.demo.accountId).find((p) => p.customerId !== null)!;
  return { id: project.customerId!, name: f.sb.state.customerName(project.customerId)! };
};
const onRename = (customerId: number) => ({ method: 'POST', path: `/customers/${customerId}`, times: 1 });

describe('rename-customer when the answer is lost or is not the service’s', () => {
  it('an answer cut off after the service renamed: done, exit 0, the list has the new name', async () => {
    expect((await f.login()).code).toBe(0);
    const customer = aCustomer();
    for (const [kind, name] of [
      ['truncated', 'Acme Cortada'],
      ['reset-mid-body', 'Acme Interrompida'],
    ] as const) {
      f.sb.faults.add({ ...onRename(customer.id), fault: { kind } });
      const run = await f.cli(['rename-customer', String(customer.id), name]);
      expect({ kind, code: run.code, stderr: run.stderr }).toEqual({ kind, code: 0, stderr: '' });
      expect(run.stdout).toBe(`Customer ${customer.id} is now “${name}”.\n`);
      expect(f.sb.state.customerName(customer.id)).toBe(name);
      const list = json(await f.cli(['projects', '--cached', '--json'])) as {
        projects: { customerId: number; customerName: string }[];
      };
      expect(list.projects.filter((p) => p.customerId === customer.id).map((p) => p.customerName)).toContain(
        name,
      );
    }
  });

  it('a web page or broken JSON in place of the answer: failure, naming the name it still has (both languages)', async () => {
    expect((await f.login()).code).toBe(0);
    const customer = aCustomer();
    f.sb.faults.add({
      ...onRename(customer.id),
      fault: {
        kind: 'status',
        status: 200,
        body: '<html>Sign in to the Wi-Fi</html>',
        contentType: 'text/html',
      },
    });
    const run = await f.cli(['rename-customer', String(customer.id), 'Hotel Estrela', '--json']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stderr)).toEqual({
      error: {
        code: 'bad_response',
        message: expect.stringMatching(
          new RegExp(
            `web page instead of data.* The customer is still called “${customer.name}” at the service\\.$`,
          ),
        ),
      },
    });
    expect(run.stdout).toBe('');
    expect(f.sb.state.customerName(customer.id)).toBe(customer.name);

    f.sb.faults.add({ ...onRename(customer.id), fault: { kind: 'malformed-json' } });
    const pt = await runCli(['rename-customer', String(customer.id), 'Müller Brasil'], {
      env: { ...f.env(), LANG: 'pt_BR.UTF-8' },
    });
    expect(pt.code).toBe(1);
    expect(pt.stdout).toBe('');
    expect(pt.stderr).toMatch(
      new RegExp(`No serviço, o cliente continua se chamando “${customer.name}”\\.\\n$`),
    );
  });

  it('when the name cannot be read back either: failure that says the rename may have been applied', async () => {
    expect((await f.login()).code).toBe(0);
    const customer = aCustomer();
    f.sb.faults.add({ ...onRename(customer.id), fault: { kind: 'truncated' } });
    f.sb.faults.add({ method: 'GET', path: /^\/projects\/\d+$/, fault: { kind: 'reset' } });
    const run = await f.cli(['rename-customer', String(customer.id), 'Acme Talvez']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /cut off before it was complete — try again\. The service may have renamed the customer all the same: refresh the list \(or run `timetray projects`\) to see its name before renaming again\.\n$/,
    );
    // It had: the sandbox applied it before the answer broke off.
    expect(f.sb.state.customerName(customer.id)).toBe('Acme Talvez');
  });

  it('a refused connection says nothing of "may have": the request never left', async () => {
    expect((await f.login()).code).toBe(0);
    const customer = aCustomer();
    await f.sb.close();
    const run = await f.cli(['rename-customer', String(customer.id), 'Acme Offline']);
    expect(run.code).toBe(4);
    expect(run.stderr).not.toMatch(/may have|still called/);
  });
});
