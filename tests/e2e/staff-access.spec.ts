import { SERVICES } from '@aspire/config/site-map';
import { STAFF_ROLE_REQUIRED } from '@aspire/contracts/staff';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { newUser } from './support/site.ts';
import { addStaff, staffEmail, staffToken } from './support/staff.ts';

type Operation = { method: string; path: string; service: string };

/** Every operation under `/staff/` that a service's OpenAPI document describes. */
async function staffOperations(request: APIRequestContext): Promise<Operation[]> {
  const operations: Operation[] = [];
  for (const service of SERVICES) {
    const document = (await (await request.get(`/api/${service}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    // Paths are written relative to the document's server, `/api/<service>`.
    for (const [path, methods] of Object.entries(document.paths))
      if (path.startsWith('/staff/'))
        for (const method of Object.keys(methods))
          operations.push({ method, path: `/api/${service}${path}`, service });
  }
  return operations;
}

/** The operation called with a placeholder for each path parameter and an empty JSON body. */
const call = (request: APIRequestContext, { method, path }: Operation, token?: string) =>
  request.fetch(path.replace(/\{[^}]+\}/g, '0123456789abcdef01234567'), {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'get' ? {} : { data: {} }),
  });

async function learnerToken(request: APIRequestContext) {
  const user = newUser();
  await request.post('/api/identity/auth/user/signup', { data: { ...user, confirmPassword: user.password } });
  const login = await request.post('/api/identity/auth/user/login', {
    data: { email: user.email, password: user.password },
  });
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

test('every staff route refuses an anonymous visitor (401), a learner and staff without its role (403)', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const operations = await staffOperations(request);
  // The document must describe the staff routes, or this test would prove nothing.
  for (const expected of [
    '/api/identity/staff/members',
    '/api/catalog/staff/inbox',
    '/api/catalog/staff/inbox/{id}',
    '/api/lms/staff/enrolments',
    '/api/catalog/staff/audit',
    '/api/shop/staff/orders',
    '/api/shop/staff/orders/{id}',
    '/api/shop/staff/products',
    '/api/shop/staff/products/{id}',
    '/api/shop/staff/media/uploads',
    '/api/lms/staff/learning/courses',
    '/api/lms/staff/learning/imports',
    '/api/lms/staff/learning/enrolments/{id}/sign-off',
    '/api/lms/staff/certificates/{code}/revoke',
  ])
    expect(operations.map((operation) => operation.path)).toContain(expected);

  const shopEmail = staffEmail('shop');
  const admissionsEmail = staffEmail('admissions');
  addStaff(shopEmail, ['shop'], 'Salma Shop');
  addStaff(admissionsEmail, ['admissions'], 'Arif Admissions');
  const tokens = {
    learner: await learnerToken(request),
    shopStaff: await staffToken(shopEmail),
    admissionsStaff: await staffToken(admissionsEmail),
  };

  for (const operation of operations) {
    const label = `${operation.method.toUpperCase()} ${operation.path}`;
    expect((await call(request, operation)).status(), `${label} anonymous`).toBe(401);
    const asLearner = await call(request, operation, tokens.learner);
    expect(asLearner.status(), `${label} as a learner`).toBe(403);
    expect(((await asLearner.json()) as { message: string }).message).toBe(STAFF_ROLE_REQUIRED);
    // The directory (names for pickers) is open to every member of staff.
    if (operation.path.endsWith('/staff/directory')) continue;
    // Someone on the staff without the route's role: the admissions desk at the shop, the shop elsewhere.
    const [outsider, who] =
      operation.service === 'shop'
        ? [tokens.admissionsStaff, 'admissions staff']
        : [tokens.shopStaff, 'shop staff'];
    expect((await call(request, operation, outsider)).status(), `${label} as ${who}`).toBe(403);
  }
});
