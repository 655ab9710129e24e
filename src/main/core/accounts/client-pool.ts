import { createApiClient, type ApiClient, type ApiClientOptions } from '../api';
import type { SystemProxyLookup } from '../api/system-proxy';

/** One API client per base URL, so connections are reused; closed together. */
export class ClientPool {
  private readonly clients = new Map<string, ApiClient>();

  constructor(
    private readonly caFile: () => string | undefined,
    /** The app's OS proxy lookup (none in the CLI): asked per request, per origin. */
    private readonly systemProxy?: SystemProxyLookup,
    /** Other time limits than the client's defaults (e.g. the keep-alive's short deadline). */
    private readonly timeouts?: ApiClientOptions['timeouts'],
  ) {}

  get(baseUrl: string): ApiClient {
    let client = this.clients.get(baseUrl);
    if (!client) {
      const caFile = this.caFile();
      client = createApiClient({
        baseUrl,
        ...(caFile ? { caFile } : {}),
        ...(this.systemProxy ? { systemProxy: this.systemProxy } : {}),
        ...(this.timeouts ? { timeouts: this.timeouts } : {}),
      });
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
