// Staff screens (one lazy chunk): docs/rules/staff-screens.md, Signed-in area and docs/rules/settings.md, The screen.

// An order's ticket is printed by staff (docs/decisions/0085-route-sheet-printing.md): its screen is under order/, its chunk staff's.
export { OrderTicket } from '../order/OrderTicket';
export { Audit } from './Audit';
export { Customers } from './Customers';
export { Driver } from './Driver';
export { OwnerDashboard } from './OwnerDashboard';
export { RouteSheet } from './RouteSheet';
export { RouteTickets } from './RouteTickets';
export { Settings } from './Settings';
export { SettingsFlorida } from './SettingsFlorida';
export { StaffLocations } from './StaffLocations';
export { StaffSpecials } from './StaffSpecials';
export { Users } from './Users';
