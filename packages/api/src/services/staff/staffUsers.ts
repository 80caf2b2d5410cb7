import { type Db, locations, type Role, type User, users } from '@laundry/db';
import {
  STAFF_PEOPLE_MESSAGES,
  type StaffListQuery,
  type UserSortColumn,
} from '@laundry/validators/staffUsers';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import { searchAcross } from '../catalog/listing';
import { orderBySortKey, page, type SortKey, sortText } from './lists';

/** docs/rules/records.md, People as the users screen shows a staff member. Never the password. */
export interface StaffUserView {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: Role;
  locationId: string | null;
  locationName: string | null;
  /** Still on the temporary password a Super Admin gave, or invited and without one (docs/rules/roles.md, Users). */
  mustChangePassword: boolean;
  /** Where their password stands: their own, a temporary one, or none yet (an invitation was e-mailed). */
  passwordState: StaffPasswordState;
  version: number;
}

export type StaffPasswordState = 'own' | 'temporary' | 'invited';

/** docs/rules/roles.md, Users: an invited member has no password until they choose one through the e-mailed link. */
export function passwordStateOf(user: Pick<User, 'mustChangePassword' | 'passwordHash'>): StaffPasswordState {
  if (!user.mustChangePassword) return 'own';
  return user.passwordHash === null ? 'invited' : 'temporary';
}

/** The users screen's people: staff and drivers (docs/decisions/0089-driver-role.md). */
export const STAFF_ROLE_VALUES: Role[] = ['Admin', 'SuperAdmin', 'Driver'];

function staffUserView(user: User, locationName: string | null): StaffUserView {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    locationId: user.locationId,
    locationName,
    mustChangePassword: user.mustChangePassword,
    passwordState: passwordStateOf(user),
    version: user.version,
  };
}

/** What the audit trail keeps of a staff member (no password, docs/rules/roles.md, Audit trail). */
export function auditedStaffUser(user: User): Record<string, unknown> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    locationId: user.locationId,
    passwordState: passwordStateOf(user),
  };
}

const liveStaff = and(inArray(users.role, STAFF_ROLE_VALUES), isNull(users.deletedAt));

const sortExpressions: Record<UserSortColumn, SQL<string>> = {
  firstName: sortText(users.firstName),
  lastName: sortText(users.lastName),
  role: sql<string>`${users.role}::text`,
  location: sortText(locations.name),
};

/** docs/rules/staff-screens.md, Users: staff members, sorted, searched by name, e-mail or store, paged. */
export async function listStaffUsers(db: Db, query: StaffListQuery<UserSortColumn>) {
  const sort: SortKey = { key: sortExpressions[query.sortby], id: users.id, sortorder: query.sortorder };
  const rows = await db
    .select({ user: users, locationName: locations.name })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .where(
      and(
        liveStaff,
        searchAcross(query.searchtext, [users.firstName, users.lastName, users.email, locations.name]),
      ),
    )
    .orderBy(...orderBySortKey(sort))
    .limit(query.limit + 1)
    .offset(query.skip);
  return page(
    rows.map((row) => staffUserView(row.user, row.locationName)),
    query.limit,
  );
}

/** One staff member, for the detail view. */
export async function getStaffUser(db: Db, id: string): Promise<StaffUserView> {
  const [row] = await db
    .select({ user: users, locationName: locations.name })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .where(and(eq(users.id, id), liveStaff));
  if (!row) throw new AppError('NOT_FOUND', STAFF_PEOPLE_MESSAGES.getUserFailed);
  return staffUserView(row.user, row.locationName);
}

/** A staff member's store must exist; the select's text otherwise (docs/rules/messages.md, Public site and accounts: validation). */
export async function requireLocation(db: Db, locationId: string): Promise<string> {
  const [row] = await db.select({ name: locations.name }).from(locations).where(eq(locations.id, locationId));
  if (!row) throw new AppError('BAD_INPUT', STAFF_PEOPLE_MESSAGES.locationRequired);
  return row.name;
}
