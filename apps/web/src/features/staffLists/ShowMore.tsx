import { Button } from '../../ui/Button';
import { showMoreVisible } from './listView';

/** docs/rules/staff-screens.md, Sorting and paging: Show More adds 75 rows once the list holds more than 74. */
export function ShowMore({
  rowCount,
  hasMore,
  busy,
  onMore,
}: {
  rowCount: number;
  hasMore: boolean;
  busy: boolean;
  onMore: () => void;
}) {
  if (!showMoreVisible(rowCount, hasMore)) return null;
  return (
    <div className="staff-admin__more">
      <Button variant="secondary" busy={busy} onClick={onMore}>
        Show More
      </Button>
    </div>
  );
}
