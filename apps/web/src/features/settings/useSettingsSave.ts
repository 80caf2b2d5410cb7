import { useMutation } from '@tanstack/react-query';
import { userMessage } from '../../lib/errors';
import { useForgetSettings } from './useStaffSettings';

/**
 * One save of the settings screen: on success this browser reads the settings and prices again and the
 * screen leaves edit mode (docs/rules/settings.md, The screen); on failure the server's message, or the section's spec text.
 */
export function useSettingsSave<Input>(
  save: (input: Input) => Promise<unknown>,
  fallback: string,
  onSaved: () => void,
) {
  const forget = useForgetSettings();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      await forget();
      onSaved();
    },
  });
  return {
    save: (input: Input) => mutation.mutateAsync(input).catch(() => undefined),
    saving: mutation.isPending,
    error: mutation.isError ? userMessage(mutation.error, fallback) : null,
    reset: mutation.reset,
  };
}
