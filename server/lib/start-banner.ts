/** What the person starting the app needs to know: where it answers and what is switched on. */
export type StartFacts = {
  /** Fastify's listen() answer, e.g. http://0.0.0.0:3000 or http://127.0.0.1:3000 */
  address: string;
  /** The HOST it was asked to listen on. */
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  devTools: boolean;
  /** Where the data lives, e.g. "embedded PostgreSQL, data in ./data". */
  database: string;
};

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** The start banner: the listening address (and who can reach it), the mode, and the dev tools' state. */
export function startBanner(f: StartFacts): string {
  const url = new URL(f.address);
  const open = ALL_INTERFACES.has(f.host)
    ? `every network interface: other machines can reach it; on this one open http://localhost:${url.port}`
    : LOOPBACK.has(f.host)
      ? 'this machine only'
      : `the interface ${f.host}`;
  const tools = !f.devTools
    ? 'off'
    : f.nodeEnv === 'production'
      ? 'ON (DEV_TOOLS=true): the mail outbox at /dev/mailbox answers signed-in admins only'
      : 'on: the mail outbox at /dev/mailbox answers this machine and signed-in admins';
  return [
    `Agent platform listening on ${f.address} (${open})`,
    `  mode: ${f.nodeEnv}; database: ${f.database}`,
    `  dev tools: ${tools}`,
  ].join('\n');
}
