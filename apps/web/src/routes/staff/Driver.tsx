import { DriverScreen } from '../../features/driver/DriverScreen';

/** /app/driver: a driver's stops of today (issue 37; docs/decisions/0089-driver-role.md; Drivers only). */
export function Driver() {
  return <DriverScreen />;
}
