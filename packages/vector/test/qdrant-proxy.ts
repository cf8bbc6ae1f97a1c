import type { AddressInfo } from "node:net";
import { connect, createServer, type Socket } from "node:net";

/**
 * A TCP proxy on loopback in front of the real Qdrant at `qdrantUrl`. Each connection's first bytes
 * go to `intercept`, which may answer them itself (and return true); otherwise the connection is
 * passed through both ways.
 */
export async function qdrantProxy(
  qdrantUrl: string,
  intercept: (socket: Socket, first: Buffer) => boolean,
): Promise<{ url: string; close(): void }> {
  const target = new URL(qdrantUrl);
  const server = createServer((socket) => {
    socket.once("data", (first: Buffer) => {
      if (intercept(socket, first)) return;
      const upstream = connect(Number(target.port), target.hostname);
      upstream.write(first);
      socket.pipe(upstream).pipe(socket);
      socket.on("error", () => upstream.destroy());
      upstream.on("error", () => socket.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
