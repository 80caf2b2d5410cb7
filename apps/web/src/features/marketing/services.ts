import type { ServiceKey } from '@laundry/domain';
import type { MessageId } from '../../i18n/messageIds';
import type { IconName } from '../../ui/Icon';

export interface ServiceSummary {
  key: ServiceKey;
  icon: IconName;
  /** The service's name and its line, messages of the `public` catalogue (docs/glossary.md). */
  name: MessageId;
  description: MessageId;
}

/** The services' names in the page's language, by service key (docs/glossary.md). */
export const SERVICE_NAME_IDS: Readonly<Record<ServiceKey, MessageId>> = {
  washFold: 'public.service.washFold',
  organicWashFold: 'public.service.organicWashFold',
  washPress: 'public.service.washPress',
  dryClean: 'public.service.dryClean',
  tailoring: 'public.service.tailoring',
  comforter: 'public.service.comforter',
};

/** docs/rules/public-site.md, What the site promises: the six services, in the product's names. */
export const services: readonly ServiceSummary[] = [
  {
    key: 'washFold',
    icon: 'washer',
    name: SERVICE_NAME_IDS.washFold,
    description: 'public.service.washFoldText',
  },
  {
    key: 'organicWashFold',
    icon: 'leaf',
    name: SERVICE_NAME_IDS.organicWashFold,
    description: 'public.service.organicWashFoldText',
  },
  {
    key: 'dryClean',
    icon: 'hanger',
    name: SERVICE_NAME_IDS.dryClean,
    description: 'public.service.dryCleanText',
  },
  {
    key: 'washPress',
    icon: 'shirt',
    name: SERVICE_NAME_IDS.washPress,
    description: 'public.service.washPressText',
  },
  {
    key: 'tailoring',
    icon: 'scissors',
    name: SERVICE_NAME_IDS.tailoring,
    description: 'public.service.tailoringText',
  },
  {
    key: 'comforter',
    icon: 'bed',
    name: SERVICE_NAME_IDS.comforter,
    description: 'public.service.comforterText',
  },
];
