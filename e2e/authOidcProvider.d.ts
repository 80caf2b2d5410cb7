// The few parts of oidc-provider (shipped without types) that authServers.ts uses.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface GrantConstructor {
    new (init: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }
  export interface KoaContextWithOIDC {
    oidc: {
      provider: { Grant: GrantConstructor };
      client?: { clientId: string };
      session?: { accountId: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  }
  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  export interface Configuration {
    clients?: Record<string, unknown>[];
    conformIdTokenClaims?: boolean;
    claims?: Record<string, string[]>;
    findAccount?: (ctx: KoaContextWithOIDC, id: string) => Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    cookies?: { keys: string[] };
    pkce?: { required: () => boolean };
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    listen(port: number, host: string, callback: () => void): Server;
  }
}
