// `npm start`'s console: the processes' JSON log lines (pino) as short readable ones. The gateway's
// requests become one line each (method, path, status, time); the services' copies of those same
// requests unless they failed, health checks, and Nest's start-up inventory are left out.
// LOG_FORMAT=json keeps the raw lines.

const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const WARN = 40;
const REQUEST_LOGGER = 'gateway';
// Nest's start-up inventory (modules, controllers, routes): dozens of lines that say nothing new.
const START_UP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);
// Health checks come every few seconds (npm start waiting, probes, monitors); a failing one says
// nothing its dependency's own error lines do not.
const HEALTH_CHECK = /^[A-Z]+ \/(healthz|api\/health)\b/;

function clock(time) {
  const date = new Date(time ?? Date.now());
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(11, 19);
}

/**
 * A formatter for one process's output: call it with each line, it returns the line to print or
 * undefined for none. It remembers each request's method and path until its "request completed".
 */
export function readableLog(processName) {
  const pending = new Map();
  return (line) => {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return line;
    }
    if (typeof entry !== 'object' || entry === null || typeof entry.level !== 'number') return line;
    const id = entry.reqId ?? entry.requestId;
    if (entry.req && entry.msg === 'incoming request') {
      pending.set(id, `${entry.req.method} ${entry.req.url}`);
      // A request that never completes (the client went away) must not be remembered for ever.
      if (pending.size > 1000) pending.delete(pending.keys().next().value);
      return undefined;
    }
    const level = LEVELS[entry.level] ?? String(entry.level);
    const stamp = clock(entry.time);
    if (entry.res && entry.msg === 'request completed') {
      const request = pending.get(id) ?? '(request)';
      pending.delete(id);
      const status = entry.res.statusCode;
      if (HEALTH_CHECK.test(request)) return undefined;
      if (processName !== REQUEST_LOGGER && status < 500 && entry.level < WARN) return undefined;
      return `${stamp} ${request} ${status} ${Math.round(entry.responseTime ?? 0)} ms`;
    }
    if (entry.level < WARN && START_UP_CONTEXTS.has(entry.context)) return undefined;
    const error = entry.err ? `: ${entry.err.message ?? entry.err.type ?? ''}` : '';
    const prefix = entry.level >= WARN ? `${level.toUpperCase()} ` : '';
    return `${stamp} ${prefix}${entry.msg ?? ''}${error}`;
  };
}
