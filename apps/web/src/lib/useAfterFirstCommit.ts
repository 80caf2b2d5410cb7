import { useEffect, useState } from 'react';

/**
 * False until a task after the component's first commit, then true: for a part of the screen whose mounting
 * should not share the first commit's task (docs/decisions/0029-web-first-paint.md, the locations map).
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAfter(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return after;
}
