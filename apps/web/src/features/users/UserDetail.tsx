import { STAFF_PEOPLE_MESSAGES, STAFF_ROLE_LABELS, type StaffRole } from '@laundry/validators/staffUsers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useSession } from '../auth/useSession';
import { ConfirmDelete } from '../staffLists/ConfirmDelete';
import { DetailFields } from '../staffLists/DetailFields';
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
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const user = useQuery(trpc.users.get.queryOptions({ id }));
  const update = useMutation(trpc.users.update.mutationOptions());
  const remove = useMutation(trpc.users.delete.mutationOptions());
  // docs/decisions/0075-staff-invitations.md, Amended 2026-11-29: a fresh link while no password is chosen.
  const resend = useMutation(trpc.users.resendInvitation.mutationOptions());

  if (user.isPending) return <Spinner label="Loading user…" />;
  if (user.isError) {
    return (
      <>
        <Banner tone="error" className="staff-admin__banner">
          <p>{userMessage(user.error, STAFF_PEOPLE_MESSAGES.getUserFailed)}</p>
        </Banner>
        <Button variant="secondary" onClick={() => onClose()}>
          Back to users
        </Button>
      </>
    );
  }
  const current = user.data;
  const name = [current.firstName, current.lastName].filter(Boolean).join(' ') || current.email;

  const save = async (values: UserFormOutput) => {
    try {
      const next = await update.mutateAsync({ ...values, id: current.id, version: current.version });
      queryClient.setQueryData(trpc.users.get.queryKey({ id }), next);
      await queryClient.invalidateQueries(trpc.users.list.pathFilter());
      setSaved(true);
      setEditing(false);
    } catch {
      // the form shows update.error
    }
  };
  const resendInvitation = () => {
    setSaved(false);
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
    <section className="staff-admin__panel" aria-labelledby="user-detail-title">
      <h2 id="user-detail-title">{name}</h2>
      {saved && !editing ? (
        <Banner tone="success" reveal className="staff-admin__banner" onDismiss={() => setSaved(false)}>
          <p>The user has been updated.</p>
        </Banner>
      ) : null}
      {resend.isSuccess && !editing ? (
        <Banner tone="success" reveal className="staff-admin__banner" onDismiss={() => resend.reset()}>
          <p>We e-mailed {resend.data.email} a new link to choose their password.</p>
        </Banner>
      ) : null}
      {resend.isError && !editing ? (
        <Banner tone="error" className="staff-admin__banner" onDismiss={() => resend.reset()}>
          <p>{userMessage(resend.error, STAFF_PEOPLE_MESSAGES.updateUserFailed)}</p>
        </Banner>
      ) : null}
      {remove.isError ? (
        <Banner tone="error" className="staff-admin__banner">
          <p>{userMessage(remove.error, STAFF_PEOPLE_MESSAGES.updateUserFailed)}</p>
        </Banner>
      ) : null}
      {editing ? (
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
          onCancel={() => {
            update.reset();
            setEditing(false);
          }}
        />
      ) : (
        <>
          <DetailFields
            rows={[
              ['First name', current.firstName],
              ['Last name', current.lastName],
              ['Email', current.email],
              ['Role', roleLabel(current.role)],
              ['Location', current.locationName],
              ['Password', PASSWORD_STATES[current.passwordState]],
            ]}
          />
          <div className="staff-admin__actions">
            <Button
              onClick={() => {
                setSaved(false);
                resend.reset();
                setEditing(true);
              }}
            >
              Edit
            </Button>
            {current.passwordState === 'invited' ? (
              <Button variant="secondary" busy={resend.isPending} onClick={resendInvitation}>
                Send a new invitation
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => onClose()}>
              Cancel
            </Button>
            {me?.id !== current.id ? (
              <ConfirmDelete what={name} busy={remove.isPending} onConfirm={erase} />
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
