import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The step's h1. On a step change focus moves to it (after the layout has focused <main>), so a screen
 * reader starts at the new step's name rather than at the top of the page.
 */
export function StepHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (document.activeElement === document.getElementById('main'))
        ref.current?.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className="order-step__title">
      {children}
    </h1>
  );
}
