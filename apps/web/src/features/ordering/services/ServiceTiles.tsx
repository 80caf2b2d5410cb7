import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/useT';
import { Icon } from '../../../ui/Icon';
import type { LocalOrder } from '../store/localOrder';
import { SERVICES } from './serviceMeta';

/** /app/order/services: the grid of six service tiles (docs/rules/ordering.md, The steps). */
export function ServiceTiles({ order }: { order: LocalOrder }) {
  const t = useT();
  return (
    <ul className="service-tiles">
      {SERVICES.map((service) => {
        const added = order[service.key] !== undefined;
        return (
          <li key={service.key}>
            <Link to={service.path} className={added ? 'service-tile is-added' : 'service-tile'}>
              <Icon name={service.icon} size={32} className="service-tile__icon" />
              <span className="service-tile__name">{t(service.labelId)}</span>
              <span className="service-tile__blurb">{t(service.blurbId)}</span>
              {added ? (
                <span className="service-tile__badge">
                  <Icon name="check" size={16} /> {t('ordering.services.onYourOrder')}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
