import './settings.css';
import type { PriceList } from '@laundry/validators/priceListForms';
import type { Region } from '@laundry/validators/settings';
import { SETTINGS_MESSAGES } from '@laundry/validators/settingsForms';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userMessage } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Accordion, type AccordionItem } from '../../ui/Accordion';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { clearBrowserCaches } from './clearCache';
import { PriceListSection } from './priceLists/PriceListSection';
import { DisableOrderingSection } from './sections/DisableOrderingSection';
import { FieldsSection } from './sections/FieldsSection';
import { TimeWindowsSection } from './sections/TimeWindowsSection';
import { type SectionProps, useStaffSettings } from './useStaffSettings';
import { ZipsSection } from './zips/ZipsSection';

const PRICE_LIST_SECTIONS: ReadonlyArray<[PriceList, string]> = [
  ['products', 'Wash & Fold Products'],
  ['washPress', 'Wash & Press Services'],
  ['dryClean', 'Dry Clean Services'],
  ['tailoring', 'Tailoring Services'],
  ['comforter', 'Comforter Services'],
];

/** The twelve sections of docs/rules/settings.md, The screen, with their titles. */
function sections(props: SectionProps): AccordionItem[] {
  return [
    { id: 'disable-ordering', title: 'Disable Ordering', content: <DisableOrderingSection {...props} /> },
    { id: 'time-windows', title: 'Time Windows', content: <TimeWindowsSection {...props} /> },
    {
      id: 'min-delivery',
      title: 'Minimum Delivery Amounts ($)',
      content: <FieldsSection section="minDelivery" {...props} />,
    },
    {
      id: 'min-delivery-days',
      title: 'Minimum Delivery Days',
      content: <FieldsSection section="minDeliveryDays" {...props} />,
    },
    {
      id: 'wash-fold',
      title: 'Wash & Fold Settings',
      content: <FieldsSection section="washFold" {...props} />,
    },
    {
      id: 'organic-wash-fold',
      title: 'Organic Wash & Fold Settings',
      content: <FieldsSection section="organicWashFold" {...props} />,
    },
    ...PRICE_LIST_SECTIONS.map(([list, title]) => ({
      id: list,
      title,
      content: <PriceListSection list={list} title={title} {...props} />,
    })),
    // Shown on both screens, each with its own region's zips (docs/decisions/0048-settings-staff-screens.md).
    { id: 'zips', title: 'Eligible Zip Codes', content: <ZipsSection {...props} /> },
  ];
}

/**
 * /app/settings (New York) and /app/settings-florida (docs/rules/settings.md, The screen): the settings dashboard with its
 * global edit mode, Clear Cache, the ordering-disabled banner and the collapsible sections.
 */
export function SettingsScreen({ region, title }: { region: Region; title: string }) {
  useDocumentTitle(title);
  const query = useStaffSettings(region);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  async function clearCache() {
    try {
      await clearBrowserCaches();
    } catch (error) {
      console.warn('Could not clear caches:', error);
    }
    await queryClient.invalidateQueries();
    setNotice(SETTINGS_MESSAGES.cacheCleared);
  }

  function toggleEditing() {
    setNotice(null);
    setEditing((current) => !current);
  }

  const data = query.data;
  return (
    <div className="container page settings-screen">
      <div className="settings-screen__head">
        <h1>{title}</h1>
        <div className="settings-screen__actions">
          <Button variant={editing ? 'secondary' : 'primary'} onClick={toggleEditing} disabled={!data}>
            {editing ? 'Cancel' : 'Edit'}
          </Button>
          <Button variant="secondary" onClick={clearCache}>
            Clear Cache
          </Button>
        </div>
      </div>
      {notice ? (
        <Banner tone="success" reveal onDismiss={() => setNotice(null)}>
          <p>{notice}</p>
        </Banner>
      ) : null}
      {data?.settings.disableOrdering ? (
        <Banner tone="warning" title="Ordering is disabled.">
          <p>{data.settings.disableOrderingMessage}</p>
        </Banner>
      ) : null}
      {query.isError ? (
        <Banner tone="error">
          <p>{userMessage(query.error, SETTINGS_MESSAGES.loadFailed)}</p>
        </Banner>
      ) : null}
      {query.isPending ? <Spinner label="Loading settings…" /> : null}
      {data ? (
        <Accordion
          headingLevel={2}
          items={sections({
            data,
            editing,
            onSaved: () => {
              setEditing(false);
              setNotice('Your changes have been saved.');
            },
          })}
        />
      ) : null}
    </div>
  );
}
