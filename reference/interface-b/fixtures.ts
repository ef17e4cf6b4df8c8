// The categories, users and companies the platform knows. The default ids are those of
// DEFAULT_FIXTURES_B, so a run without a profile uses ids the platform accepts.
import { DEFAULT_FIXTURES_B } from '../../src/defaults.ts';
import type { Category, Company, User } from './model.ts';

export interface FixturesInput {
  categories?: { id: number | bigint; name: string }[];
  companies?: { id: number | bigint; name: string }[];
  users?: { id: number | bigint; name: string; companyId: number | bigint }[];
}

const CATEGORY_NAMES = ['Cost reduction', 'Quality improvement', 'Sustainability'];
const COMPANY_NAMES = ['Northwind Manufacturing', 'Contoso Components', 'Fabrikam Logistics'];
const USER_NAMES = ['Alice Buyer', 'Bob Planner', 'Carol Supplier', 'Dave Partner'];

/**
 * The default users: the first two work for the first company (the platform owner, so that "sent"
 * covers a colleague's actions too), the others for the partner companies in turn.
 */
export function defaultFixtures(): Required<FixturesInput> {
  const companies = DEFAULT_FIXTURES_B.companyIds.map((id, i) => ({ id, name: COMPANY_NAMES[i] ?? `Company ${id}` }));
  const partners = companies.slice(1).length > 0 ? companies.slice(1) : companies;
  return {
    categories: DEFAULT_FIXTURES_B.categoryIds.map((id, i) => ({ id, name: CATEGORY_NAMES[i] ?? `Category ${id}` })),
    companies,
    users: DEFAULT_FIXTURES_B.userIds.map((id, i) => ({
      id,
      name: USER_NAMES[i] ?? `User ${id}`,
      companyId: i < 2 ? companies[0].id : partners[(i - 2) % partners.length].id,
    })),
  };
}

/** Lookup of the fixtures by id. */
export class Directory {
  readonly categories = new Map<bigint, Category>();
  readonly companies = new Map<bigint, Company>();
  readonly users = new Map<bigint, User>();

  constructor(input: FixturesInput = {}) {
    const defaults = defaultFixtures();
    for (const c of input.categories ?? defaults.categories) this.categories.set(BigInt(c.id), { id: BigInt(c.id), name: c.name });
    for (const c of input.companies ?? defaults.companies) this.companies.set(BigInt(c.id), { id: BigInt(c.id), name: c.name });
    for (const u of input.users ?? defaults.users) {
      const user = { id: BigInt(u.id), name: u.name, companyId: BigInt(u.companyId) };
      if (!this.companies.has(user.companyId)) throw new Error(`fixture user ${user.id} belongs to unknown company ${user.companyId}`);
      this.users.set(user.id, user);
    }
  }

  user(id: bigint): User {
    const u = this.users.get(id);
    if (!u) throw new Error(`unknown user ${id}`);
    return u;
  }

  company(id: bigint): Company {
    const c = this.companies.get(id);
    if (!c) throw new Error(`unknown company ${id}`);
    return c;
  }
}
