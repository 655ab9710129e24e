import { createApiClient, type ApiClient } from '../api';

/** One API client per base URL, so connections are reused; closed together. */
export class ClientPool {
  private readonly clients = new Map<string, ApiClient>();

  constructor(private readonly caFile: () => string | undefined) {}

  get(baseUrl: string): ApiClient {
    let client = this.clients.get(baseUrl);
    if (!client) {
      const caFile = this.caFile();
      client = createApiClient({ baseUrl, ...(caFile ? { caFile } : {}) });
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
