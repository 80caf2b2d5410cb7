import { useEffect, useRef, useState } from 'react';

/**
 * The text of a search box whose applied search lives in the page address (docs/rules/staff-screens.md,
 * Sorting and paging): applied when submitted, one step back per search. When the address changes under the
 * form (Back, a shared link) the box shows the address's text; a change the form asked for itself (a search,
 * Clear) reaches the address a moment later and does not wipe what was typed in between.
 *
 * `apply(text)` records the text the form is about to put in the address; call it before the navigation.
 */
export function useSearchDraft(inAddress: string) {
  const [draft, setDraft] = useState(inAddress);
  const asked = useRef(inAddress);
  useEffect(() => {
    if (inAddress === asked.current) return;
    asked.current = inAddress;
    setDraft(inAddress);
  }, [inAddress]);
  const apply = (text: string) => {
    asked.current = text;
  };
  return { draft, setDraft, apply };
}
