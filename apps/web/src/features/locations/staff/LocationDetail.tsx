import { LOCATION_MESSAGES } from '@laundry/validators/locations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { Banner } from '../../../ui/Banner';
import { Spinner } from '../../../ui/Spinner';
import { DetailPanel, DetailUnloaded, useDetailEdit } from '../../staffLists/StaffDetail';
import { LocationForm } from './LocationForm';

const PinMap = lazy(() => import('./PinMap'));

/** A location's detail view (docs/rules/staff-screens.md, Locations: Edit, Cancel and Delete; docs/rules/staff-screens.md, Detail views and add forms). */
export function LocationDetail({ id, onClose }: { id: string; onClose: (notice?: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const location = useQuery(trpc.locations.get.queryOptions({ id }));
  const update = useMutation(trpc.locations.update.mutationOptions());
  const remove = useMutation(trpc.locations.delete.mutationOptions());
  const edit = useDetailEdit('location', update);
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.locations.list.pathFilter()),
      // The public finder and the stores of the user form list it too.
      queryClient.invalidateQueries(trpc.catalog.locations.pathFilter()),
    ]);

  if (!location.isSuccess) {
    return (
      <DetailUnloaded
        query={location}
        noun="location"
        failed={LOCATION_MESSAGES.getFailed}
        onClose={onClose}
      />
    );
  }
  const current = location.data;
  const name = current.name || current.address;

  return (
    <DetailPanel
      noun="location"
      title={name}
      edit={edit}
      banners={
        remove.isError ? (
          <Banner tone="error" className="staff-admin__banner">
            <p>{userMessage(remove.error, LOCATION_MESSAGES.deleteFailed)}</p>
          </Banner>
        ) : null
      }
      form={
        <LocationForm
          label="Edit this location"
          initial={{
            name: current.name,
            address: current.address,
            city: current.city,
            state: current.state,
            zip: current.zip,
            phone: current.phone,
            hours: current.hours,
            lat: String(current.lat),
            long: String(current.long),
          }}
          busy={update.isPending}
          error={update.isError ? userMessage(update.error, LOCATION_MESSAGES.updateFailed) : null}
          onSave={(values) =>
            edit.save(async () => {
              const next = await update.mutateAsync({ ...values, id: current.id, version: current.version });
              queryClient.setQueryData(trpc.locations.get.queryKey({ id }), next);
              await refreshLists();
            })
          }
          onCancel={edit.cancelEditing}
        />
      }
      fields={[
        ['Name', current.name],
        ['Address', current.address],
        ['City', current.city],
        ['State', current.state],
        ['Zip', current.zip],
        ['Phone', current.phone],
        ['Hours', current.hours],
        ['Latitude', String(current.lat)],
        ['Longitude', String(current.long)],
      ]}
      belowFields={
        <Suspense fallback={<Spinner label="Loading map…" />}>
          <PinMap lat={current.lat} long={current.long} label={name} />
        </Suspense>
      }
      onEdit={() => remove.reset()}
      onClose={onClose}
      remove={{
        what: 'this location',
        busy: remove.isPending,
        onConfirm: async () => {
          try {
            await remove.mutateAsync({ id: current.id, version: current.version });
            await refreshLists();
            onClose(`${name} was deleted.`);
          } catch {
            // the banner shows remove.error
          }
        },
      }}
    />
  );
}
