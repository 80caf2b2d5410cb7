import { useDocumentTitle } from '../lib/useDocumentTitle';

/** The honest stand-in for a screen a later issue builds. */
export function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="container page">
      <h1>{title}</h1>
      <p>This screen is coming soon.</p>
    </div>
  );
}
