// The client authentication methods of a token endpoint, by their IANA names (RFC 8414's
// token_endpoint_auth_methods_supported): kept apart from the OAuth client so that reading a configuration
// loads no OAuth library.
import { UsageError } from '../errors.ts';

export const CLIENT_AUTH_METHODS = ['client_secret_basic', 'client_secret_post', 'private_key_jwt', 'tls_client_auth', 'self_signed_tls_client_auth'] as const;
export type ClientAuthMethod = (typeof CLIENT_AUTH_METHODS)[number];

/** The methods that send a client secret (unset: Basic, then post). */
export function usesSecret(method: ClientAuthMethod | undefined): boolean {
  return method === undefined || method === 'client_secret_basic' || method === 'client_secret_post';
}

export function isClientAuthMethod(value: string): value is ClientAuthMethod {
  return (CLIENT_AUTH_METHODS as readonly string[]).includes(value);
}

/** A method named by a flag (or answer): undefined when not given, a setup error when not one of the names. */
export function clientAuthMethod(value: string | undefined, what = '--auth-method'): ClientAuthMethod | undefined {
  if (value === undefined) return undefined;
  if (!isClientAuthMethod(value)) throw new UsageError(`${what} must be one of ${CLIENT_AUTH_METHODS.join(', ')}, got "${value}"`);
  return value;
}

/** The client_assertion_type of a client assertion (RFC 7523 2.2). */
export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
