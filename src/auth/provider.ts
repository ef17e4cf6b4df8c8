// How a request of either interface gets its credentials. The client asks for headers before each request;
// the shell expressions are what curl lines show instead of the secret.

export interface AuthProvider {
  /** The header that carries the credential (e.g. `X-API-KEY`, `Authorization`). */
  readonly header: string;
  /** Valid credential headers for the next request. */
  headers(signal?: AbortSignal): Promise<Record<string, string>>;
  /** Header (lower case) → shell expression for curl lines, e.g. `Bearer $CONFORMANCE_BEARER_TOKEN`. */
  readonly envHeaders: Record<string, string>;
  /** After a 401 to valid credentials: get a fresh credential if one can be had. True when the caller may resend. */
  refresh?(signal?: AbortSignal, refused?: Record<string, string>): Promise<boolean>;
  /** Token requests made (for the report). */
  readonly tokenRequests?: number;
}

export class ApiKeyAuth implements AuthProvider {
  readonly envHeaders: Record<string, string>;
  constructor(
    readonly header: string,
    private readonly key: string,
  ) {
    this.envHeaders = { [header.toLowerCase()]: '$CONFORMANCE_API_KEY' };
  }
  async headers(): Promise<Record<string, string>> {
    return { [this.header]: this.key };
  }
}

export class StaticBearerAuth implements AuthProvider {
  readonly header = 'Authorization';
  readonly envHeaders = { authorization: 'Bearer $CONFORMANCE_BEARER_TOKEN' };
  constructor(private readonly token: string) {}
  async headers(): Promise<Record<string, string>> {
    return { Authorization: `Bearer ${this.token}` };
  }
}
