/**
 * Routes each request by the one proxy decision (proxy-route.ts) over the proxy variables as
 * they were when the dispatcher was made (net/agent.ts makes a new one when they change):
 * through the proxy with CONNECT, or directly. undici's EnvHttpProxyAgent is not used: it
 * reads the variables with its own rule (an empty `https_proxy` there means "direct"), so the
 * client would take a path the doctor does not report.
 */
import { Dispatcher } from 'undici';
import { PROXY_ENV_NAMES, proxyDecision, proxyVariable } from './proxy-route';

export class EnvProxyDispatcher extends Dispatcher {
  readonly #env: NodeJS.ProcessEnv;
  readonly #proxies = new Map<string, Dispatcher>();

  constructor(
    env: NodeJS.ProcessEnv,
    private readonly direct: Dispatcher,
    private readonly viaProxy: (uri: string) => Dispatcher,
  ) {
    super();
    this.#env = Object.fromEntries(PROXY_ENV_NAMES.map((name) => [name, env[name]]));
    // Made now, as undici's own agent did: a proxy variable that is not a URL throws here,
    // when the client is made, instead of sending anything past the proxy.
    const set = proxyVariable(this.#env);
    if (set) this.#proxy(new URL(set.value).href);
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const decision = proxyDecision(String(options.origin), this.#env);
    const target = decision.kind === 'proxy' ? this.#proxy(decision.proxy.url.href) : this.direct;
    return target.dispatch(options, handler);
  }

  #proxy(uri: string): Dispatcher {
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
    const destroying = Promise.all(this.#all().map((d) => d.destroy(err))).then(() => undefined);
    if (!callback) return destroying;
    void destroying.then(callback);
  }
}
