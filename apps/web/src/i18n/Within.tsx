import type { ReactNode } from 'react';

/**
 * A sentence with one of its words drawn as an element (a link, a bold name), where the language puts it: the
 * sentence is a catalogue message with a placeholder that the word's own message fills ('see {link}.'), and the
 * word is found in it again. For the few such sentences on the public pages' first screen; elsewhere `<T>` reads
 * markup inside a message (docs/decisions/0101-customer-side-in-spanish.md).
 */
export function Within({
  sentence,
  part,
  render,
}: {
  sentence: string;
  part: string;
  render: (part: string) => ReactNode;
}) {
  const at = sentence.indexOf(part);
  if (at === -1) return <>{sentence}</>;
  return (
    <>
      {sentence.slice(0, at)}
      {render(part)}
      {sentence.slice(at + part.length)}
    </>
  );
}
