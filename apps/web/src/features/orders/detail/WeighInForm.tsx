import { toNestErrors } from '@hookform/resolvers';
import { SERVICE_KEYS, SERVICE_LABELS, type ServiceKey } from '@laundry/domain';
import { type WeighedServices, weighedServicesSchema, weighInNotesSchema } from '@laundry/validators/weighIn';
import { keepPreviousData, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  type FieldError,
  type Resolver,
  type ResolverResult,
  type UseFormReturn,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import { userMessage } from '../../../lib/errors';
import { formatCents } from '../../../lib/money';
import { useTRPC } from '../../../lib/trpc';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { TextAreaField, TextField } from '../../../ui/TextField';
import { DryCleanOptions } from '../../ordering/services/DryCleanOptions';
import { ProductChoices } from '../../ordering/services/ProductChoices';
import { SELECT_ONE, ServiceRow } from '../../ordering/services/rowControls';
import { TailoringServices } from '../../ordering/services/TailoringServices';
import { useOrderCatalog } from '../../ordering/useOrderCatalog';
import type { OrderView } from './orderView';
import { type Notice, useOrderRefresh } from './useOrderRefresh';

/** A weigh-in changes the order: its fallback is the one of changing an order (docs/rules/messages.md, Order flow, payments and settings: errors). */
const WEIGH_IN_ERROR = 'There was an error updating this order.';
/** How long the form waits after the last keystroke before it asks for the final total. */
const QUOTE_DELAY_MS = 400;

type WeightKey = 'washFold' | 'organicWashFold';
type WeightEntry = NonNullable<WeighedServices['washFold']>;
type WashPressRow = NonNullable<WeighedServices['washPress']>['items'][number];
type DryCleanRow = NonNullable<WeighedServices['dryClean']>['items'][number];
type TailoringRow = NonNullable<WeighedServices['tailoring']>['items'][number];
type ComforterRow = NonNullable<WeighedServices['comforter']>['items'][number];

/** The form's values: a weight service is null while the order has none; an item service is present with rows. */
interface WeighInValues {
  washFold: WeightEntry | null;
  organicWashFold: WeightEntry | null;
  washPress: { items: WashPressRow[] };
  dryClean: { items: DryCleanRow[] };
  tailoring: { items: TailoringRow[] };
  comforter: { items: ComforterRow[] };
  notes: string;
}
interface WeighInOutput {
  order: WeighedServices;
  notes: string;
}

/** The services in the product's order (packages/domain). */
const SERVICE_ORDER: readonly ServiceKey[] = SERVICE_KEYS;
const WEIGHT_KEYS: readonly WeightKey[] = ['washFold', 'organicWashFold'];
const isWeightKey = (key: ServiceKey): key is WeightKey => key === 'washFold' || key === 'organicWashFold';
type ItemKey = Exclude<ServiceKey, WeightKey>;

const newRows = {
  washPress: (): WashPressRow => ({ itemId: '', quantity: 1 }),
  dryClean: (): DryCleanRow => ({ itemId: '', quantity: 1, pressOnly: false, crease: null, starch: null }),
  tailoring: (): TailoringRow => ({ itemId: '', services: [], instructions: '' }),
  comforter: (): ComforterRow => ({ sizeId: '', type: '' as ComforterRow['type'], quantity: 1 }),
};

/** The services the weigh-in starts from: the last weigh-in's, else the estimate's (the order's draft). */
function startingValues(order: OrderView): WeighInValues {
  const weighed = order.weighIn;
  const start = (key: ServiceKey): unknown =>
    weighed
      ? (weighed.services.find((line) => line.service === key)?.draft ?? null)
      : (order.draft[key] ?? null);
  const items = <Row,>(key: ItemKey) => ({
    items: [...(((start(key) as { items?: Row[] } | null)?.items ?? []) as Row[])].map((row) => ({ ...row })),
  });
  const weight = (key: WeightKey) => {
    const entry = start(key) as WeightEntry | null;
    return entry ? { weightLbs: entry.weightLbs, productIds: [...entry.productIds] } : null;
  };
  return {
    washFold: weight('washFold'),
    organicWashFold: weight('organicWashFold'),
    washPress: items<WashPressRow>('washPress'),
    dryClean: items<DryCleanRow>('dryClean'),
    tailoring: items<TailoringRow>('tailoring'),
    comforter: items<ComforterRow>('comforter'),
    notes: weighed?.notes ?? '',
  };
}

/** What the server is sent: the weight services present and the item services with rows. */
function weighedServicesOf(values: WeighInValues): Record<string, unknown> {
  const order: Record<string, unknown> = {};
  for (const key of WEIGHT_KEYS) {
    const entry = values[key];
    if (entry) order[key] = { weightLbs: entry.weightLbs, productIds: entry.productIds };
  }
  for (const key of SERVICE_ORDER) {
    if (isWeightKey(key)) continue;
    const { items } = values[key];
    if (items.length > 0) order[key] = { items };
  }
  return order;
}

/**
 * The validators' weigh-in schema (packages/validators/src/weighIn.ts) over the form's values: an issue's path in
 * the services is the field's own (washFold.weightLbs, dryClean.items.0.itemId).
 */
const weighInResolver: Resolver<WeighInValues, unknown, WeighInOutput> = async (
  values,
  _context,
  options,
) => {
  const parsed = weighedServicesSchema.safeParse(weighedServicesOf(values));
  const notes = weighInNotesSchema.safeParse(values.notes);
  const errors: Record<string, FieldError> = {};
  if (!notes.success) errors.notes = { type: 'custom', message: notes.error.issues[0]?.message ?? '' };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || 'root';
      errors[path] ??= { type: issue.code, message: issue.message };
    }
  }
  if (!parsed.success || !notes.success) {
    return { values: {}, errors: toNestErrors(errors, options) } as ResolverResult<
      WeighInValues,
      WeighInOutput
    >;
  }
  return { values: { order: parsed.data, notes: notes.data }, errors: {} };
};

/** A value that follows `value` once it has stayed the same for `delay` ms. */
function useSettled<T>(value: T, key: string, delay: number): T {
  const [settled, setSettled] = useState(value);
  // The key stands for the value (a new object each render): the timer restarts only when it changes.
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [key, delay]);
  return settled;
}

/** A quantity typed at the counter: 1 to 999 (the weigh-in's limits), a whole number. */
function QuantityField({ form, name, error }: { form: Form; name: string; error?: string | undefined }) {
  return (
    <TextField
      label="Quantity"
      type="number"
      inputMode="numeric"
      min={1}
      max={999}
      step={1}
      required
      error={error}
      // biome-ignore lint/suspicious/noExplicitAny: a row's path built from its service and index.
      {...form.register(name as any, { valueAsNumber: true })}
    />
  );
}

type Form = UseFormReturn<WeighInValues, unknown, WeighInOutput>;
type Catalog = ReturnType<typeof useOrderCatalog>;

const message = (error: unknown): string | undefined =>
  (error as { message?: string } | undefined)?.message ?? undefined;

function WeightService({ form, kind, catalog }: { form: Form; kind: WeightKey; catalog: Catalog }) {
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const entry = watch(kind);
  if (!entry) return null;
  return (
    <fieldset className="weigh-in__service">
      <legend className="weigh-in__legend">{SERVICE_LABELS[kind]}</legend>
      <TextField
        label="Weight (lbs)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        required
        error={message(errors[kind]?.weightLbs)}
        {...register(`${kind}.weightLbs`, { valueAsNumber: true })}
      />
      <ProductChoices
        products={catalog.priceLists.products}
        value={entry.productIds}
        onChange={(ids) => setValue(`${kind}.productIds`, ids, { shouldDirty: true })}
      />
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setValue(kind, null, { shouldDirty: true })}
        aria-label={`Remove ${SERVICE_LABELS[kind]}`}
      >
        Remove
      </Button>
    </fieldset>
  );
}

/** One item service's rows (the ordering flow's row frame), each with its item, quantity and options. */
function ItemService({ form, kind, catalog }: { form: Form; kind: ItemKey; catalog: Catalog }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  // Removing every row removes the service.
  // biome-ignore lint/suspicious/noExplicitAny: the four item services share the field array's frame.
  const rows = useFieldArray({ control: control as any, name: `${kind}.items` });
  if (rows.fields.length === 0) return null;
  const rowErrors = (errors[kind] as { items?: Array<Record<string, unknown>> } | undefined)?.items;
  const serviceError = message((errors[kind] as { items?: unknown } | undefined)?.items);
  const options =
    kind === 'comforter'
      ? catalog.priceLists.comforter.map((size) => ({ value: size.id, label: size.item }))
      : catalog.priceLists[kind].map((item) => ({ value: item.id, label: item.item }));
  return (
    <fieldset className="weigh-in__service">
      <legend className="weigh-in__legend">{SERVICE_LABELS[kind]}</legend>
      <ol className="service-rows">
        {rows.fields.map((row, index) => {
          const fieldError = (name: string) => message(rowErrors?.[index]?.[name]);
          const path = `${kind}.items.${index}`;
          return (
            <ServiceRow key={row.id} index={index} price={null} removable onRemove={() => rows.remove(index)}>
              <div className="service-row__fields">
                <Select
                  label={kind === 'comforter' ? 'Size' : kind === 'tailoring' ? 'Clothing type' : 'Item'}
                  placeholder={SELECT_ONE}
                  options={options}
                  error={fieldError(kind === 'comforter' ? 'sizeId' : 'itemId')}
                  // biome-ignore lint/suspicious/noExplicitAny: the row's path.
                  {...register(`${path}.${kind === 'comforter' ? 'sizeId' : 'itemId'}` as any, {
                    // A dry clean garment offers its own options: they start at its defaults, as when ordering.
                    onChange: (event: { target: { value: string } }) => {
                      if (kind !== 'dryClean') return;
                      const item = catalog.priceLists.dryClean.find((i) => i.id === event.target.value);
                      form.setValue(`dryClean.items.${index}.pressOnly`, false);
                      form.setValue(`dryClean.items.${index}.crease`, item?.offersCrease ? 'crease' : null);
                      form.setValue(`dryClean.items.${index}.starch`, item?.offersStarch ? 'noStarch' : null);
                    },
                  })}
                />
                {kind === 'tailoring' ? null : (
                  <QuantityField form={form} name={`${path}.quantity`} error={fieldError('quantity')} />
                )}
              </div>
              {kind === 'comforter' ? (
                <Select
                  label="Type"
                  placeholder={SELECT_ONE}
                  options={[
                    { value: 'notDown', label: 'Not Down' },
                    { value: 'down', label: 'Down' },
                  ]}
                  error={fieldError('type')}
                  // biome-ignore lint/suspicious/noExplicitAny: the row's path.
                  {...register(`${path}.type` as any)}
                />
              ) : null}
              {kind === 'dryClean' ? (
                <DryCleanOptions
                  form={form}
                  path={`dryClean.items.${index}`}
                  items={catalog.priceLists.dryClean}
                />
              ) : null}
              {kind === 'tailoring' ? (
                <TailoringChoices
                  form={form}
                  index={index}
                  catalog={catalog}
                  error={fieldError('services')}
                />
              ) : null}
            </ServiceRow>
          );
        })}
      </ol>
      {serviceError ? (
        <p className="field__error" role="alert">
          {serviceError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        className="service-rows__add"
        onClick={() => rows.append(newRows[kind]())}
        aria-label={`Add an item to ${SERVICE_LABELS[kind]}`}
      >
        <span aria-hidden="true">+</span>
        Item
      </Button>
    </fieldset>
  );
}

function TailoringChoices({
  form,
  index,
  catalog,
  error,
}: {
  form: Form;
  index: number;
  catalog: Catalog;
  error: string | undefined;
}) {
  const row = form.watch(`tailoring.items.${index}`);
  const item = catalog.priceLists.tailoring.find((i) => i.id === row?.itemId);
  if (!item || !row) return null;
  return (
    <>
      <TailoringServices
        item={item}
        value={row.services}
        error={error}
        onChange={(services) =>
          form.setValue(`tailoring.items.${index}.services`, services, { shouldDirty: true })
        }
      />
      <TextAreaField
        label="Instructions"
        rows={2}
        {...form.register(`tailoring.items.${index}.instructions`)}
      />
    </>
  );
}

interface WeighInFormProps {
  order: OrderView;
  onDone: (notice: Notice) => void;
  onCancel: () => void;
}

/**
 * The counter's weigh-in (issue 36; docs/decisions/0082-orders-weigh-in.md): the services as received, starting from
 * the last weigh-in or else the estimate, priced live by the server with the prices the order was placed with
 * (orders.quoteWeighIn), saved with the order's version (orders.weighIn) so a stale copy is refused.
 */
export function WeighInForm({ order, onDone, onCancel }: WeighInFormProps) {
  const trpc = useTRPC();
  const headingId = useId();
  const refresh = useOrderRefresh(order.id);
  const save = useMutation(trpc.orders.weighIn.mutationOptions());
  const catalog = useOrderCatalog({ address: order.draft.address }, order.id);
  const [error, setError] = useState<string | null>(null);
  const defaultValues = useMemo(() => startingValues(order), [order]);
  const form = useForm<WeighInValues, unknown, WeighInOutput>({ resolver: weighInResolver, defaultValues });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  // The live final total: the services as typed, once they read as a weigh-in and have settled.
  const values = watch();
  const services = weighedServicesOf(values);
  const key = JSON.stringify(services);
  const settled = useSettled(services, key, QUOTE_DELAY_MS);
  const parsed = weighedServicesSchema.safeParse(settled);
  // A total is shown only for services that read as a weigh-in now, not for the last ones that did.
  const typedValid = weighedServicesSchema.safeParse(services).success;
  const quote = useQuery(
    trpc.orders.quoteWeighIn.queryOptions(
      parsed.success ? { orderId: order.id, order: parsed.data } : skipToken,
      {
        placeholderData: keepPreviousData,
        retry: false,
      },
    ),
  );

  const present = (key: ServiceKey) =>
    isWeightKey(key) ? values[key] !== null : (values[key]?.items.length ?? 0) > 0;
  const absent = SERVICE_ORDER.filter((key) => !present(key));
  const add = (key: ServiceKey) => {
    if (isWeightKey(key)) setValue(key, { weightLbs: Number.NaN, productIds: [] }, { shouldDirty: true });
    else setValue(`${key}.items`, [newRows[key]()] as never, { shouldDirty: true });
  };

  const onSubmit = handleSubmit(async ({ order: weighed, notes }) => {
    setError(null);
    try {
      await save.mutateAsync({ orderId: order.id, version: order.version, order: weighed, notes });
      onDone({ tone: 'success', text: 'The weigh-in has been saved.' });
    } catch (caught) {
      setError(userMessage(caught, WEIGH_IN_ERROR));
    }
    await refresh();
  });

  // An issue of the services as a whole (none left): on the form, or on a weight service that is not there.
  const rootError = message(errors.root) ?? (values.washFold === null ? message(errors.washFold) : undefined);
  return (
    <section className="order-panel weigh-in" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-panel__title">
        Weigh In
      </h2>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        {SERVICE_ORDER.map((key) =>
          isWeightKey(key) ? (
            <WeightService key={key} form={form} kind={key} catalog={catalog} />
          ) : (
            <ItemService key={key} form={form} kind={key} catalog={catalog} />
          ),
        )}
        {absent.length > 0 ? (
          <div className="weigh-in__add">
            <p className="field__label">Add a service</p>
            <div className="button-row">
              {absent.map((key) => (
                <Button
                  key={key}
                  variant="secondary"
                  size="sm"
                  onClick={() => add(key)}
                  aria-label={`Add ${SERVICE_LABELS[key]}`}
                >
                  <span aria-hidden="true">+</span>
                  {SERVICE_LABELS[key]}
                </Button>
              ))}
            </div>
          </div>
        ) : null}
        {rootError ? (
          <p className="field__error" role="alert">
            {rootError}
          </p>
        ) : null}
        <TextAreaField label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
        <div className="weigh-in__total" aria-live="polite">
          <p>
            Estimated total: <strong>{formatCents(order.totals.quoteTotalCents)}</strong>
          </p>
          {quote.isError ? (
            <p className="field__error">{userMessage(quote.error, WEIGH_IN_ERROR)}</p>
          ) : quote.data && parsed.success && typedValid ? (
            <>
              <ul className="weigh-in__lines">
                {quote.data.services.map((line) => (
                  <li key={line.service}>
                    {line.label}: {formatCents(line.quoteCents)}
                  </li>
                ))}
              </ul>
              <p>
                Final total:{' '}
                <strong data-testid="weigh-in-total">{formatCents(quote.data.totals.totalCents)}</strong>
              </p>
            </>
          ) : null}
        </div>
        {error ? (
          <Banner tone="error" className="order-panel__error">
            <p>{error}</p>
          </Banner>
        ) : null}
        <div className="button-row">
          <Button type="submit" busy={isSubmitting}>
            Save Weigh-In
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
