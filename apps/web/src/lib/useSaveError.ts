import { useEffect, useState } from 'react';

/**
 * The server's answer to a form's last save (a duplicate name, code or e-mail, ...), shown until the form is changed:
 * it names what was sent, so once a field is edited it no longer applies, and a new, valid value must not look
 * taken (docs/rules/settings.md, a failed save shows the server's message). The next save's answer shows again.
 * Give `onEdit` to the form's `onChange`, which every field's change reaches.
 */
export function useSaveError(error: string | null): { shown: string | null; onEdit: () => void } {
  const [edited, setEdited] = useState(false);
  // A save under way (no error) or a new answer: shown again.
  useEffect(() => setEdited(false), [error]);
  return { shown: edited ? null : error, onEdit: () => setEdited(true) };
}
