/** One JSON object a line on stdout, so any log shipper can read it. */
export type Logger = (
  level: 'info' | 'warn' | 'error',
  msg: string,
  fields?: Record<string, unknown>,
) => void;

export const jsonLogger =
  (service: string, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger =>
  (level, msg, fields) =>
    write(JSON.stringify({ time: new Date().toISOString(), level, service, msg, ...fields }));

export const silentLogger: Logger = () => {};
