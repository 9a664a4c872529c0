/** React marks each element it has taken over (hydrated or rendered) with its props under this key. */
const REACT_PROPS_KEY = '__reactProps$';
/** A button still not taken over after this long never will be: its click is dropped. */
const LONGEST_HOLD_MS = 20_000;

const takenOver = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith(REACT_PROPS_KEY));

/**
 * A prerendered page shows its buttons before the app has taken it over, and a tap on one then
 * would do nothing: its handler is not attached yet. Such a click is held and given to the same
 * button again once React has taken it over (links need no help: every page exists as HTML).
 * Clicks on buttons already taken over pass untouched, so the listener can stay for good.
 */
export function holdClicksUntilTakenOver(): void {
  const held = new Set<HTMLButtonElement>();
  document.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (!button || takenOver(button)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (held.has(button)) return;
      held.add(button);
      const heldSince = performance.now();
      const giveBack = () => {
        if (takenOver(button)) {
          held.delete(button);
          if (button.isConnected) button.click();
        } else if (performance.now() - heldSince < LONGEST_HOLD_MS) {
          requestAnimationFrame(giveBack);
        } else {
          held.delete(button);
        }
      };
      requestAnimationFrame(giveBack);
    },
    { capture: true },
  );
}
