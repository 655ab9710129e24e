import { Dispatcher } from 'undici';

/**
 * What both of the client's routing dispatchers share (the proxy variables' one,
 * env-proxy-dispatcher.ts, and the OS proxy's, system-proxy.ts): a direct agent, one agent
 * per proxy address made on first use and kept for its keep-alive pool, and closing or
 * destroying them all together. Subclasses only decide, per request, which one to use.
 */
export abstract class RoutingDispatcher extends Dispatcher {
  readonly #proxies = new Map<string, Dispatcher>();
  /** True once closed or destroyed: no new proxy agent is made after that. */
  protected closed = false;

  constructor(
    protected readonly direct: Dispatcher,
    private readonly viaProxy: (uri: string) => Dispatcher,
  ) {
    super();
  }

  /** The agent for the proxy at `uri` (made on first use). */
  protected proxy(uri: string): Dispatcher {
    let agent = this.#proxies.get(uri);
    if (!agent) {
      agent = this.viaProxy(uri);
      this.#proxies.set(uri, agent);
    }
    return agent;
  }

  #all(): Dispatcher[] {
    return [this.direct, ...this.#proxies.values()];
  }

  override close(): Promise<void>;
  override close(callback: () => void): void;
  override close(callback?: () => void): Promise<void> | void {
    this.closed = true;
    const closing = Promise.all(this.#all().map((d) => d.close())).then(() => undefined);
    if (!callback) return closing;
    void closing.then(callback);
  }

  override destroy(): Promise<void>;
  override destroy(err: Error | null): Promise<void>;
  override destroy(callback: () => void): void;
  override destroy(err: Error | null, callback: () => void): void;
  override destroy(first?: Error | null | (() => void), second?: () => void): Promise<void> | void {
    const err = typeof first === 'function' ? null : (first ?? null);
    const callback = typeof first === 'function' ? first : second;
    this.closed = true;
    const destroying = Promise.all(this.#all().map((d) => d.destroy(err))).then(() => undefined);
    if (!callback) return destroying;
    void destroying.then(callback);
  }
}
