// The fault suite's HTTP client: signs in as an admin, counts every answer of a scenario, and
// separates 5xx that a healthy product must never give from the 503 it may give while a part is down.

export class Tally {
  requests = 0;
  serverErrors = 0;
  lost = 0;
  doubled = 0;
  breaches = 0;
  notes = [];
  /** How many of each 5xx status were answered, for the notes. */
  serverErrorStatuses = new Map();
  serverErrorExamples = [];
  /** While true, a 503 is the honest answer of a part that is down and is not counted. */
  partDown = false;

  /** `call` names the request and its answer, kept for the notes when the answer is a 5xx. */
  count(status, call = '') {
    this.requests += 1;
    if (status >= 500 && !(status === 503 && this.partDown)) {
      this.serverErrors += 1;
      this.serverErrorStatuses.set(status, (this.serverErrorStatuses.get(status) ?? 0) + 1);
      if (call && this.serverErrorExamples.length < 3) this.serverErrorExamples.push(call);
    }
  }

  /** The notes of the row: what was found, then which 5xx were answered. */
  summary() {
    const statuses = [...this.serverErrorStatuses].map(([status, count]) => `${count} × ${status}`);
    const examples = this.serverErrorExamples.length
      ? [`e.g. ${this.serverErrorExamples.join(' | ')}`]
      : [];
    return [
      ...this.notes,
      ...(statuses.length ? [`answered ${statuses.join(', ')}`] : []),
      ...examples,
    ].join('; ');
  }
}

export class AdminClient {
  constructor(baseUrl, { username, password }) {
    this.baseUrl = baseUrl;
    this.credentials = { username, password };
    this.cookie = '';
  }

  async signIn() {
    const response = await fetch(`${this.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(this.credentials),
    });
    if (!response.ok)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    this.cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  }

  /**
   * One call; a refused connection (a restarting gateway) is retried, and so is a call refused
   * because the session was lost with Redis's data. Answers { status, body }. `headers` go along
   * (an If-Match).
   */
  async call(tally, method, path, body, { retryUntil = Date.now() + 120_000, headers = {} } = {}) {
    for (;;) {
      let response;
      let text;
      try {
        response = await fetch(`${this.baseUrl}${path}`, {
          method,
          headers: {
            cookie: this.cookie,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(60_000),
        });
        text = await response.text();
      } catch (error) {
        // The gateway went away before or while answering: nothing was said, so ask again.
        if (Date.now() > retryUntil) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      tally?.count(response.status, `${method} ${path} → ${response.status} ${text.slice(0, 120)}`);
      if (response.status === 401 && path !== '/api/admin/login' && Date.now() < retryUntil) {
        await this.signIn().catch(() => undefined);
        continue;
      }
      let parsed = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON
      }
      return { status: response.status, body: parsed, headers: response.headers };
    }
  }

  /** A call that must succeed (setup and checks); retried while a part is down. */
  async must(method, path, body) {
    const deadline = Date.now() + 180_000;
    for (;;) {
      const answer = await this.call(undefined, method, path, body, { retryUntil: deadline });
      if (answer.status < 300) return answer.body;
      if (answer.status < 500 || Date.now() > deadline)
        throw new Error(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * Runs the tasks as {@link inParallel} does and, once a third of them have started, the fault
 * `during` (when given): done when both are.
 */
export async function inParallelWithFault(count, concurrency, task, during) {
  let started = 0;
  const traffic = inParallel(count, concurrency, (index) => {
    started += 1;
    return task(index);
  });
  let fault;
  if (during) {
    while (started < count / 3) await new Promise((resolve) => setTimeout(resolve, 5));
    fault = during();
  }
  await traffic;
  await fault;
}

/** Runs `task(i)` for i in 0…count-1, at most `concurrency` at a time. */
export async function inParallel(count, concurrency, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
