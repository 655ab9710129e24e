import { connect, type Socket } from 'node:net';

/**
 * Takes a well-known name on the D-Bus session bus (as a panel's StatusNotifierWatcher
 * would), so a test can show what a check reports when that program runs. No D-Bus
 * tool on a minimal system can own a name, so this speaks the wire protocol itself:
 * EXTERNAL auth, `Hello`, `RequestName`. It answers no calls; callers time out on them.
 */
export interface OwnedName {
  release(): Promise<void>;
}

export async function ownBusName(
  name: string,
  address = process.env.DBUS_SESSION_BUS_ADDRESS ?? '',
): Promise<OwnedName> {
  const socket = await open(address);
  const replies = collect(socket);
  socket.write('\0');
  socket.write(`AUTH EXTERNAL ${Buffer.from(String(process.getuid?.() ?? 0)).toString('hex')}\r\n`);
  if (!(await replies.until((text) => text.includes('\r\n'))).startsWith('OK'))
    throw new Error('D-Bus auth refused');
  socket.write('BEGIN\r\n');
  replies.clear();
  socket.write(methodCall(1, 'Hello', '', Buffer.alloc(0)));
  socket.write(methodCall(2, 'RequestName', 'su', body(name)));
  // The reply to RequestName carries our name back in a NameAcquired signal; waiting for it
  // in the raw bytes is enough to know the bus has given us the name.
  await replies.until((text) => text.includes('NameAcquired') && text.includes(name));
  return {
    release: () =>
      new Promise((resolve) => {
        socket.once('close', () => resolve());
        socket.destroy();
      }),
  };
}

function open(address: string): Promise<Socket> {
  const path = /unix:(?:path|abstract)=([^,;]+)/.exec(address);
  if (!path) throw new Error(`no unix D-Bus address in "${address}"`);
  const target = address.includes('abstract=') ? `\0${path[1]}` : path[1]!;
  return new Promise((resolve, reject) => {
    const socket = connect(target, () => resolve(socket));
    socket.once('error', reject);
  });
}

function collect(socket: Socket) {
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  return {
    clear: () => void (text = ''),
    until: (done: (text: string) => boolean) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`D-Bus: no answer (${JSON.stringify(text)})`)), 5000);
        const check = () => {
          if (!done(text)) return;
          clearTimeout(timer);
          socket.off('data', check);
          resolve(text);
        };
        socket.on('data', check);
        check();
      }),
  };
}

/** `RequestName(name, flags = 0)`'s body: a string then a uint32. */
function body(name: string): Buffer {
  const str = marshalString(name);
  const pad = (4 - (str.length % 4)) % 4;
  return Buffer.concat([str, Buffer.alloc(pad), u32(0)]);
}

/** A little-endian METHOD_CALL to org.freedesktop.DBus. */
function methodCall(serial: number, member: string, signature: string, payload: Buffer): Buffer {
  const fields: Buffer[] = [
    field(1, 'o', marshalString('/org/freedesktop/DBus')),
    field(2, 's', marshalString('org.freedesktop.DBus')),
    field(3, 's', marshalString(member)),
    field(6, 's', marshalString('org.freedesktop.DBus')),
    ...(signature ? [field(8, 'g', marshalSignature(signature))] : []),
  ];
  // Each struct in the array starts on an 8-byte boundary (offsets from byte 16).
  const parts: Buffer[] = [];
  let length = 0;
  for (const f of fields) {
    const pad = (8 - (length % 8)) % 8;
    if (pad) parts.push(Buffer.alloc(pad));
    parts.push(f);
    length += pad + f.length;
  }
  const array = Buffer.concat(parts);
  const head = Buffer.concat([
    Buffer.from([0x6c, 1, 0, 1]),
    u32(payload.length),
    u32(serial),
    u32(array.length),
    array,
  ]);
  const pad = (8 - (head.length % 8)) % 8;
  return Buffer.concat([head, Buffer.alloc(pad), payload]);
}

function field(code: number, type: string, value: Buffer): Buffer {
  // (yv): the code byte, the variant's signature, then the value aligned to 4 (s, o) or 1 (g).
  const start = Buffer.concat([Buffer.from([code]), marshalSignature(type)]);
  const pad = type === 'g' ? 0 : (4 - (start.length % 4)) % 4;
  return Buffer.concat([start, Buffer.alloc(pad), value]);
}

function marshalString(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([u32(bytes.length), bytes, Buffer.from([0])]);
}

function marshalSignature(text: string): Buffer {
  return Buffer.concat([Buffer.from([text.length]), Buffer.from(text, 'ascii'), Buffer.from([0])]);
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
}
