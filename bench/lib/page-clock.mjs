// A screen step timed by the page's own clock: from the input that starts it (the click's or the
// key's own time stamp) to the end of the frame that first shows its content (main-thread side: its
// script, style, layout and paint commands). What the screen renders in a later frame does not count,
// as a person reads what is painted; Playwright, polling the page from outside, sees the content only
// once such later work lets its checks run (on the order overlay: 108 to 241 ms for the same frame).

/**
 * Runs in the page before its scripts: `window.__benchStep.watch(name, arg)` arms the clock for one
 * step, `finders[name](arg)` answering the step's content element (or nothing while it is not
 * there); `window.__benchStep.result` is set once the frame that shows it has been rendered.
 */
function pageClock(finders) {
  const clock = {
    result: undefined,
    watch(name, arg) {
      const find = () => finders[name](arg);
      if (find()) throw new Error('the step’s content is on the screen before the step starts');
      const step = { input: undefined, framed: undefined };
      clock.result = undefined;
      const onInput = (event) => {
        step.input ??= event.timeStamp;
      };
      addEventListener('click', onInput, { capture: true, once: true });
      addEventListener('keydown', onInput, { capture: true, once: true });
      const changes = new MutationObserver(() => {
        if (!find()) return;
        changes.disconnect();
        // A frame's callbacks run before its style, layout and paint; a user-blocking task queued
        // there runs right after them, ahead of the tasks the screen queued for later.
        requestAnimationFrame(() =>
          scheduler.postTask(
            () => {
              step.framed = performance.now();
              clock.result = step;
            },
            { priority: 'user-blocking' },
          ),
        );
      });
      changes.observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
    },
  };
  window.__benchStep = clock;
}

/**
 * Puts the clock into every page `context` opens, with `finders`: functions run in the page, each
 * answering a step's content element. They travel as source text in the init script (the page's
 * content security policy forbids turning text into code once it runs).
 */
export async function installPageClock(context, finders) {
  const entries = Object.entries(finders).map(([name, find]) => `${JSON.stringify(name)}: ${find}`);
  await context.addInitScript({ content: `(${pageClock})({ ${entries.join(', ')} });` });
}

/** Arms the page's clock for the step whose content the finder `name` answers. */
export async function armPageClock(page, name, arg) {
  await page.evaluate(({ name, arg }) => window.__benchStep.watch(name, arg), { name, arg });
}

/** The armed step's input → the end of the frame that showed its content, in milliseconds. */
export async function readPageClock(page) {
  const handle = await page.waitForFunction(() => window.__benchStep.result, undefined, {
    timeout: 10_000,
  });
  const step = await handle.jsonValue();
  return step.framed - step.input;
}
