/**
 * Routes each request by the one proxy decision (proxy-route.ts) over the proxy variables as
 * they were when the dispatcher was made (net/agent.ts makes a new one when they change):
 * through the proxy with CONNECT, or directly. undici's EnvHttpProxyAgent is not used: it
 * reads the variables with its own rule (an empty `https_proxy` there means "direct"), so the
 * client would take a path the doctor does not report.
 */
import type { Dispatcher } from 'undici';
import { RoutingDispatcher } from './routing-dispatcher';
import { PROXY_ENV_NAMES, proxyDecision, proxyVariable } from './proxy-route';

export class EnvProxyDispatcher extends RoutingDispatcher {
  readonly #env: NodeJS.ProcessEnv;

  constructor(env: NodeJS.ProcessEnv, direct: Dispatcher, viaProxy: (uri: string) => Dispatcher) {
    super(direct, viaProxy);
    this.#env = Object.fromEntries(PROXY_ENV_NAMES.map((name) => [name, env[name]]));
    // Made now, as undici's own agent did: a proxy variable that is not a URL throws here,
    // when the client is made, instead of sending anything past the proxy.
    const set = proxyVariable(this.#env);
    if (set) this.proxy(new URL(set.value).href);
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const decision = proxyDecision(String(options.origin), this.#env);
    const target = decision.kind === 'proxy' ? this.proxy(decision.proxy.url.href) : this.direct;
    return target.dispatch(options, handler);
  }
}
