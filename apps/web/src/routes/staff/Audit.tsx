import { AuditScreen } from '../../features/audit/AuditScreen';

/** /app/audit: the staff changes log (docs/rules/roles.md, Audit trail; SuperAdmin). */
export function Audit() {
  return <AuditScreen />;
}
