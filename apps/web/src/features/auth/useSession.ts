/** spec 000 §3: Customer, Admin or SuperAdmin. */
export type UserRole = 'Customer' | 'Admin' | 'SuperAdmin';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  role: UserRole;
}

export interface Session {
  user: SessionUser | null;
  /** Admin or SuperAdmin (spec 000 §6). */
  isStaff: boolean;
}

const signedOut: Session = { user: null, isStaff: false };

/**
 * The signed-in user, if any. Placeholder until the auth work wires it to the server session
 * (the session itself is an HttpOnly cookie, so the client asks the API who is signed in).
 */
export function useSession(): Session {
  return signedOut;
}
