import { STAFF_PEOPLE_MESSAGES, STAFF_ROLE_LABELS, type StaffRole } from '@laundry/validators/staffUsers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { useSession } from '../auth/useSession';
import { DetailPanel, DetailUnloaded, useDetailEdit } from '../staffLists/StaffDetail';
import { UserForm, type UserFormOutput } from './UserForm';

export const roleLabel = (role: string) => STAFF_ROLE_LABELS[role as StaffRole] ?? role;

/** docs/rules/roles.md, Users: where a staff member's password stands. */
const PASSWORD_STATES = {
  own: 'Set by the user',
  temporary: 'Temporary (to be changed at next log-in)',
  invited: 'Not chosen yet: an invitation to choose one was e-mailed',
} as const;

/**
 * A user's detail view (docs/rules/staff-screens.md, Detail views and add forms): read-only with Edit; Save returns to read-only with
 * the saved values; Cancel leaves edit mode, or, read-only, returns to the list.
 */
export function UserDetail({ id, onClose }: { id: string; onClose: (notice?: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user: me } = useSession();
  const user = useQuery(trpc.users.get.queryOptions({ id }));
  const update = useMutation(trpc.users.update.mutationOptions());
  const remove = useMutation(trpc.users.delete.mutationOptions());
  // docs/decisions/0075-staff-invitations.md, Amended 2026-11-29: a fresh link while no password is chosen.
  const resend = useMutation(trpc.users.resendInvitation.mutationOptions());
  const edit = useDetailEdit('user', update);

  if (!user.isSuccess) {
    return (
      <DetailUnloaded
        query={user}
        noun="user"
        failed={STAFF_PEOPLE_MESSAGES.getUserFailed}
        onClose={onClose}
      />
    );
  }
  const current = user.data;
  const name = [current.firstName, current.lastName].filter(Boolean).join(' ') || current.email;

  const save = (values: UserFormOutput) =>
    edit.save(async () => {
      const next = await update.mutateAsync({ ...values, id: current.id, version: current.version });
      queryClient.setQueryData(trpc.users.get.queryKey({ id }), next);
      await queryClient.invalidateQueries(trpc.users.list.pathFilter());
    });
  const resendInvitation = () => {
    edit.setSaved(null);
    resend.mutate({ id: current.id });
  };
  const erase = async () => {
    try {
      await remove.mutateAsync({ id: current.id, version: current.version });
      await queryClient.invalidateQueries(trpc.users.list.pathFilter());
      onClose(`${name} was deleted.`);
    } catch {
      // the banner shows remove.error
    }
  };

  return (
    <DetailPanel
      noun="user"
      title={name}
      edit={edit}
      banners={
        <>
          {resend.isSuccess && !edit.editing ? (
            <Banner tone="success" reveal className="staff-admin__banner" onDismiss={() => resend.reset()}>
              <p>We e-mailed {resend.data.email} a new link to choose their password.</p>
            </Banner>
          ) : null}
          {resend.isError && !edit.editing ? (
            <Banner tone="error" className="staff-admin__banner" onDismiss={() => resend.reset()}>
              <p>{userMessage(resend.error, STAFF_PEOPLE_MESSAGES.updateUserFailed)}</p>
            </Banner>
          ) : null}
          {remove.isError ? (
            <Banner tone="error" className="staff-admin__banner">
              <p>{userMessage(remove.error, STAFF_PEOPLE_MESSAGES.updateUserFailed)}</p>
            </Banner>
          ) : null}
        </>
      }
      form={
        <UserForm
          mode="edit"
          initial={{
            firstName: current.firstName ?? '',
            lastName: current.lastName ?? '',
            email: current.email,
            firstSignIn: 'temporaryPassword',
            password: '',
            role: current.role === 'Customer' ? '' : current.role,
            locationId: current.locationId ?? '',
          }}
          busy={update.isPending}
          error={update.isError ? userMessage(update.error, STAFF_PEOPLE_MESSAGES.updateUserFailed) : null}
          onSave={save}
          onCancel={edit.cancelEditing}
        />
      }
      fields={[
        ['First name', current.firstName],
        ['Last name', current.lastName],
        ['Email', current.email],
        ['Role', roleLabel(current.role)],
        ['Location', current.locationName],
        ['Password', PASSWORD_STATES[current.passwordState]],
      ]}
      onEdit={() => resend.reset()}
      actionsBeforeCancel={
        current.passwordState === 'invited' ? (
          <Button variant="secondary" busy={resend.isPending} onClick={resendInvitation}>
            Send a new invitation
          </Button>
        ) : null
      }
      onClose={onClose}
      remove={me?.id !== current.id ? { what: name, busy: remove.isPending, onConfirm: erase } : null}
    />
  );
}
