import { type RefObject, useEffect, useRef } from 'react';

/** Focuses an element that is not focusable by itself (a heading, a notice) without adding it to the Tab order. */
function focusQuietly(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * A staff list screen swaps its list for a form or a detail view and back (`open` in the address). The control that
 * was focused goes with the swap, so the focus moves to what took its place (docs/decisions/0052-web-phones-and-keyboard.md):
 * an add form's first field, a detail view's heading; back on the list, the notice of what was saved, else the
 * screen's Add button.
 */
export function useSwitchFocus(open: string | null | undefined, page: RefObject<HTMLElement | null>): void {
  const last = useRef(open);
  useEffect(() => {
    if (last.current === open) return;
    last.current = open;
    const root = page.current;
    if (!root) return;
    const FIELD = 'input:not([type="hidden"]), select, textarea';
    // An add form may draw its fields a moment later (its choices load first): its first field takes the focus
    // when it appears.
    let watcher: MutationObserver | undefined;
    const frame = requestAnimationFrame(() => {
      const panel = root.querySelector<HTMLElement>('.staff-admin__panel');
      if (open && panel) {
        const field = panel.querySelector<HTMLElement>(FIELD);
        if (open === 'new' && field) field.focus();
        else if (open === 'new') {
          watcher = new MutationObserver(() => {
            const appeared = panel.querySelector<HTMLElement>(FIELD);
            if (!appeared) return;
            watcher?.disconnect();
            appeared.focus();
          });
          watcher.observe(panel, { childList: true, subtree: true });
        } else {
          const heading = panel.querySelector<HTMLElement>('h2');
          if (heading) focusQuietly(heading);
        }
        return;
      }
      const notice = root.querySelector<HTMLElement>('.staff-admin__banner');
      if (notice) focusQuietly(notice);
      else root.querySelector<HTMLElement>('.staff-admin__head button')?.focus();
    });
    return () => {
      cancelAnimationFrame(frame);
      watcher?.disconnect();
    };
  }, [open, page]);
}
