import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A free loopback port (listen on 0, close, reuse the number). */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}
