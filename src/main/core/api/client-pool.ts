import type { ApiClient, ApiClientOptions } from './client';
import { normalizeBaseUrl } from './base-url';

/** One API client per base URL, so connections are reused; closed together. */
export class ClientPool {
  private readonly clients = new Map<string, ApiClient>();

  constructor(
    private readonly caFile: () => string | undefined,
    /**
     * Given to every client: the app's OS proxy lookup (none in the CLI), other time limits
     * than the defaults (e.g. the keep-alive's short deadline), who is told of a wait.
     */
    private readonly shared: Pick<ApiClientOptions, 'systemProxy' | 'timeouts' | 'onServiceWait'> = {},
  ) {}

  get(baseUrl: string): ApiClient {
    let client = this.clients.get(baseUrl);
    if (!client) {
      const caFile = this.caFile();
      client = loadedOnFirstCall({ baseUrl, ...(caFile ? { caFile } : {}), ...this.shared });
      this.clients.set(baseUrl, client);
    }
    return client;
  }

  async close(): Promise<void> {
    const all = [...this.clients.values()];
    this.clients.clear();
    await Promise.allSettled(all.map((c) => c.close()));
  }
}

/**
 * An `ApiClient` whose HTTP stack (undici, TLS, the dispatcher) is loaded at its first
 * request, not when the core opens: local CLI commands (`status`, `accounts`, `projects
 * --cached`) never pay for it. A bad address still throws here, at once; a client that
 * could not be made (an unreadable CA file) fails that request and is tried again next time.
 */
function loadedOnFirstCall(options: ApiClientOptions): ApiClient {
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  let made: Promise<ApiClient> | null = null;
  const real = (): Promise<ApiClient> =>
    (made ??= import('./client').then(({ createApiClient }) => createApiClient(options))).catch(
      (error: unknown) => {
        made = null;
        throw error;
      },
    );
  return {
    baseUrl,
    signIn: async (input, userAgent) => (await real()).signIn(input, userAgent),
    revoke: async (credential) => (await real()).revoke(credential),
    listProjects: async (credential) => (await real()).listProjects(credential),
    getProject: async (credential, id) => (await real()).getProject(credential, id),
    renameCustomer: async (credential, customerId, name) =>
      (await real()).renameCustomer(credential, customerId, name),
    detailedReport: async (credential, range, me) => (await real()).detailedReport(credential, range, me),
    close: async () => {
      const client = made && (await made.catch(() => null));
      made = null;
      await client?.close();
    },
  };
}
