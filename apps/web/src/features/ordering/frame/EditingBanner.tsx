import { useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/useT';
import { paths } from '../../../routes/paths';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { useEndEditOnLeave } from '../edit/useEndEditOnLeave';
import type { EditOrder } from '../store/localOrder';

/** Staff editing an existing order see which one, and can leave the edit (the local order is kept). */
export function EditingBanner({ edit }: { edit: EditOrder }) {
  const t = useT();
  const navigate = useNavigate();
  const endEdit = useEndEditOnLeave();
  return (
    <Banner
      tone="info"
      className="order-frame__banner"
      actions={
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            endEdit();
            void navigate(paths.orders);
          }}
        >
          {t('ordering.edit.stop')}
        </Button>
      }
    >
      <p>{t('ordering.edit.editing', { number: edit.orderNumber })}</p>
    </Banner>
  );
}
