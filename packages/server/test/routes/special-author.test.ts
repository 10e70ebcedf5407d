import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createProject, drivers, signUp, startTestServer, type TestServer } from '../support/harness';

// viewer-and-project.md §6: one special built-in author account gets a fixed viewer configuration.
describe.each(drivers)('the special author account on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver, { specialAuthorUri: 'house-author' });
  });
  afterAll(() => server.close());

  it("marks the special account's projects, and only those, for the viewer", async () => {
    const special = await signUp(server.baseUrl, 'House Author');
    expect(special.user.uri).toBe('house-author');
    const other = await signUp(server.baseUrl, 'Someone Else');
    const houseMag = await createProject(special, 'House');
    const otherMag = await createProject(other, 'Other');
    await special.post(`/api/publish/${houseMag._id}`);
    await other.post(`/api/publish/${otherMag._id}`);
    const visitor = new Client(server.baseUrl);
    expect((await visitor.get(`/api/readymag/${houseMag.num_id}`)).body.is_special_author).toBe(true);
    expect((await visitor.get(`/api/readymag/${otherMag.num_id}`)).body.is_special_author).toBeUndefined();
    const page = (await visitor.get(`/${houseMag.num_id}/`)).body as string;
    expect(page).toContain('"is_special_author":true');
  });
});
