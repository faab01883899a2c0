// Taking over a server-rendered public page (issue 25, frontends/ssr): the page's HTML already
// shows the real components with their data; the app renders the same page off-screen and puts
// it in place in one step once its content is there (no skeleton left), so what was painted is
// replaced by the same thing at the same size — nothing moves, the largest paint stays the
// server's — and never by a loading state. Clicks and typing on the server's markup meanwhile are
// replayed on the live page.

/** `window.__HEARTH_SSR__`, written by frontends/ssr/pages.mjs into a server-rendered page. */
export interface ServerRenderState {
  /** Apollo's cache after the page's queries on the server (restored before any query). */
  apollo: Record<string, unknown>;
  /** The locale the server rendered in. */
  locale: string;
}

declare global {
  interface Window {
    __HEARTH_SSR__?: ServerRenderState;
  }
}

/** The server render's state when `root` holds a server-rendered page, else null. */
export function serverRenderState(root: HTMLElement): ServerRenderState | null {
  return root.hasAttribute('data-ssr') ? (window.__HEARTH_SSR__ ?? null) : null;
}

/**
 * True once the live page in `container` has its content: a `<main>` with something in it, no
 * loading state inside (skeletons are `aria-busy="true"`, a Spinner is a `role="status"` around
 * its hidden ring) and, when the server's page had a first heading (`heading`), the same one.
 */
export function isPageReady(container: ParentNode, heading: string | null = null): boolean {
  const main = container.querySelector('main');
  if (!main?.firstElementChild) return false;
  if (main.querySelector('[aria-busy="true"], [role="status"] > [aria-hidden="true"]'))
    return false;
  return heading === null || main.querySelector('h1')?.textContent === heading;
}

/**
 * What identifies an element to a user, the same on the server's page and the live one even where
 * their structure differs (a signed-in header, a band shown only signed out): its tag, test id,
 * form name and accessible text (label or content).
 */
function signature(el: Element): string {
  const text = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 80) ?? '';
  return [
    el.tagName,
    el.getAttribute('data-testid') ?? '',
    el.getAttribute('name') ?? '',
    el.getAttribute('type') ?? '',
    el.getAttribute('placeholder') ?? '',
    el.getAttribute('value') ?? '',
    text,
  ].join('|');
}

/** Whether the visitor changed the field `f` (its value is no longer the page's). */
function changed(f: Element): boolean {
  if (f instanceof HTMLSelectElement) {
    const initial = [...f.options].find((o) => o.defaultSelected) ?? f.options[0];
    return f.value !== (initial?.value ?? '');
  }
  return (
    (f instanceof HTMLInputElement || f instanceof HTMLTextAreaElement) &&
    f.value !== f.defaultValue
  );
}

/** A way back to `el` in another tree: its signature and rank among the matches of `selector`. */
function locate(root: Element, el: Element, selector: string): [string, number] {
  const sig = signature(el);
  const same = [...root.querySelectorAll(selector)].filter((e) => signature(e) === sig);
  return [sig, same.indexOf(el)];
}

/** The element of `root` that {@link locate} described (null when there is none). */
function find(root: Element, [sig, rank]: [string, number], selector: string): Element | null {
  const same = [...root.querySelectorAll(selector)].filter((e) => signature(e) === sig);
  return same[rank] ?? null;
}

const CONTROLS =
  'button, [role="button"], [role="tab"], [role="radio"], label, summary, ' +
  'input[type="checkbox"], input[type="radio"]';
const FIELDS = 'input, textarea, select';

/**
 * Lets the app take over the server-rendered page in `root`: returns the detached element to
 * render the app into; the first time its page is ready (or after `timeoutMs`, default 30 s: a safety net, never the normal way)
 * it replaces `root` (and takes its id), the server's styles are dropped, the page's `load`
 * event is let go (the server's hold image, frontends/ssr/pages.mjs), and the clicks on
 * buttons and the text typed into fields of the server's markup meanwhile are replayed on the
 * same elements of the live page. Links keep working as plain links. With `sameHeading` (the
 * browser shows the server's locale) the live page must also have the server's first heading.
 * `onSwap` runs after.
 */
export function takeOverServerPage(
  root: HTMLElement,
  {
    timeoutMs = 30_000,
    sameHeading = true,
    onSwap,
  }: { timeoutMs?: number; sameHeading?: boolean; onSwap?: () => void } = {},
): HTMLElement {
  const next = document.createElement('div');
  const clicks: [string, number][] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]')) return;
    const control = target.closest(`${CONTROLS}, ${FIELDS}`);
    // Typed-in fields: their value is carried over instead.
    if (!control || (control.matches(FIELDS) && !control.matches(CONTROLS))) return;
    event.preventDefault();
    clicks.push(locate(root, control, CONTROLS));
  };
  root.addEventListener('click', onClick, true);

  let swapped = false;
  const swap = () => {
    if (swapped) return;
    swapped = true;
    observer.disconnect();
    clearTimeout(timer);
    root.removeEventListener('click', onClick, true);
    const fields = [...root.querySelectorAll(FIELDS)]
      .filter((f) => !f.matches(CONTROLS) && changed(f))
      .map((f) => ({ at: locate(root, f, FIELDS), value: (f as HTMLInputElement).value }));
    const active = document.activeElement;
    const focused =
      active && root.contains(active) && active.matches(`${FIELDS}, ${CONTROLS}, a[href]`)
        ? locate(root, active, `${FIELDS}, ${CONTROLS}, a[href]`)
        : null;
    next.id = root.id;
    root.replaceWith(next);
    for (const style of document.querySelectorAll('style[data-ssr-styles]')) style.remove();
    // The page's `load` event waited for this image (frontends/ssr/pages.mjs): released now.
    for (const hold of document.querySelectorAll<HTMLImageElement>('img[data-ssr-hold]')) {
      hold.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      hold.remove();
    }
    for (const { at, value } of fields) {
      const field = find(next, at, FIELDS);
      if (field) {
        // The native setter, so React's onChange sees the value.
        const proto = Object.getPrototypeOf(field) as object;
        Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
        field.dispatchEvent(
          new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
        );
      }
    }
    const toFocus = focused && find(next, focused, `${FIELDS}, ${CONTROLS}, a[href]`);
    if (toFocus instanceof HTMLElement) toFocus.focus();
    // In a task of their own: what the fields' input events changed is rendered first.
    setTimeout(() => {
      for (const at of clicks) {
        const control = find(next, at, CONTROLS);
        if (control instanceof HTMLElement) control.click();
      }
    }, 0);
    onSwap?.();
  };
  const heading = sameHeading ? (root.querySelector('main h1')?.textContent ?? null) : null;
  const observer = new MutationObserver(() => {
    if (isPageReady(next, heading)) swap();
  });
  observer.observe(next, { childList: true, subtree: true, attributes: true });
  const timer = setTimeout(swap, timeoutMs);
  return next;
}
