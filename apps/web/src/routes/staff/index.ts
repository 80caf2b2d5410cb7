// Staff screens (one lazy chunk): spec 000 §2 and spec 001 §2 settings.
export { Audit } from './Audit';
export { Customers } from './Customers';
export { Settings } from './Settings';
export { SettingsFlorida } from './SettingsFlorida';
export { StaffLocations } from './StaffLocations';
export { StaffSpecials } from './StaffSpecials';
export { Users } from './Users';
