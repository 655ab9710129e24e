import { createServer as createHttpServer } from 'node:http';
import { connect as netConnect, createServer as createNetServer, type AddressInfo } from 'node:net';

/** A minimal CONNECT proxy on 127.0.0.1: it only sees tunnel targets, never the requests inside. */
export interface ConnectProxy {
  url: string;
  /** `host:port` of every tunnel asked for, in order. */
  tunnels: string[];
  close(): Promise<void>;
}

/**
 * Starts the proxy. `refuseWith`: answer every CONNECT with that status instead of opening
 * the tunnel (a corporate proxy whose rules do not allow the service).
 */
export async function startConnectProxy(options: { refuseWith?: number } = {}): Promise<ConnectProxy> {
  const tunnels: string[] = [];
  const proxy = createHttpServer();
  proxy.on('connect', (req, socket, head) => {
    tunnels.push(req.url ?? '');
    if (options.refuseWith !== undefined) {
      socket.end(`HTTP/1.1 ${options.refuseWith} Refused by policy\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const [host, port] = (req.url ?? '').split(':');
    const upstream = netConnect(Number(port), host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    tunnels,
    async close() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}

/** A loopback port nothing listens on (taken, then released): a proxy that is not running. */
export async function deadPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
