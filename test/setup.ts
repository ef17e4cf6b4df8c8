// Every property a test runs draws from one fixed seed, so that a test cannot pass on one run and fail on
// the next: a property given its own seed keeps it, every other one starts from this.
import fc from 'fast-check';

fc.configureGlobal({ seed: 20261124 });
