// Part 5: every request is authenticated. A holder that remembers a successful authentication for the
// connection it came on.
import { defaultDocumentHolderBehaviour } from '../../interface-a/behaviour.ts';
import type { MutantA } from './mutant.ts';

const authenticate = defaultDocumentHolderBehaviour().authenticate;
const authenticated = new WeakSet<object>();

export const mutant: MutantA = {
  name: 'authentication-kept-per-connection',
  fault: 'a successful key check is cached on the keep-alive connection (a session bound to the socket), so a later request on that connection without the key is served',
  breaks: 'A.requires-api-key',
  // The reproduction's curl processes each open a connection of their own, where the key is asked again.
  replayable: false,
  mutation: {
    authenticate: (presented, expected, connection) => {
      if (authenticate(presented, expected, connection)) {
        authenticated.add(connection);
        return true;
      }
      return authenticated.has(connection);
    },
  },
};
