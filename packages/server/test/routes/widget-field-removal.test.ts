import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createProject, drivers, signUp, startTestServer, type TestServer } from '../support/harness';

// docs/api.md "Drafts and revisions": a widget change is a merge patch one level deep — a field given replaces the
// stored value, a field given as null is removed, a field left out is kept. An undo that takes away an override
// (or any optional field) can therefore be saved; a required field cannot be removed (400, nothing written).

describe.each(drivers)('removing widget fields on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };
  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Field Remover');
    stranger = await signUp(server.baseUrl, 'Other Author');
  });
  afterAll(() => server.close());

  async function projectWithShape() {
    const mag = await createProject(owner, 'Removal issue');
    const pid = mag.pages[0]._id;
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: mag.revision,
      widgets: [
        {
          type: 'shape',
          pid,
          x: 5,
          y: 6,
          w: 70,
          h: 80,
          angle: 30,
          locked: true,
          viewport_phone_portrait: { x: 1, y: 2, hidden: { default: false, [pid]: true } },
        },
      ],
    });
    expect(made.status).toBe(201);
    return { mag, pid, widget: made.body.widgets[0], revision: made.body.revision as number };
  }

  const stored = async (magId: string, id: string) => {
    const draft = (await owner.get(`/api/projects/${magId}`)).body;
    return { widget: draft.pages.flatMap((page: any) => page.wids).find((widget: any) => widget._id === id), revision: draft.revision as number };
  };

  it('null removes an optional field and an override; fields left out stay; the reply and the draft agree', async () => {
    const { mag, widget, revision } = await projectWithShape();
    const reply = await owner.patch(`/api/mag/${mag._id}/widgets`, {
      revision,
      widgets: [{ _id: widget._id, viewport_phone_portrait: null, angle: null, x: 50 }],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.revision).toBe(revision + 1);
    const after = await stored(mag._id, widget._id);
    expect(after.widget).not.toHaveProperty('viewport_phone_portrait');
    expect(after.widget).not.toHaveProperty('angle');
    expect(after.widget).toMatchObject({ x: 50, y: 6, w: 70, h: 80, locked: true, type: 'shape' });
    expect(reply.body.widgets[0]).toEqual(after.widget);
  });

  it('a field given whole replaces the stored value whole (an override loses the keys it no longer has)', async () => {
    const { mag, widget, revision } = await projectWithShape();
    const reply = await owner.patch(`/api/mag/${mag._id}/widgets`, { revision, widgets: [{ _id: widget._id, viewport_phone_portrait: { x: 9 } }] });
    expect(reply.status).toBe(200);
    expect((await stored(mag._id, widget._id)).widget.viewport_phone_portrait).toEqual({ x: 9 });
  });

  it('removing a field the widget does not have is harmless', async () => {
    const { mag, widget, revision } = await projectWithShape();
    const reply = await owner.patch(`/api/mag/${mag._id}/widgets`, { revision, widgets: [{ _id: widget._id, flip_h: null }] });
    expect(reply.status).toBe(200);
    expect((await stored(mag._id, widget._id)).widget).not.toHaveProperty('flip_h');
  });

  it.each([['x'], ['w'], ['pid']])('a required field (%s) cannot be removed: 400 naming it, and nothing of the batch is written', async (field) => {
    const { mag, pid, widget, revision } = await projectWithShape();
    const other = (await stored(mag._id, mag.pages[0].wids[0]._id)).widget;
    const reply = await owner.patch(`/api/mag/${mag._id}/widgets`, {
      revision,
      widgets: [
        { _id: other._id, x: 444, angle: null },
        { _id: widget._id, [field]: null, locked: null },
      ],
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(reply.body.errors.map((error: any) => error.path)).toContain(`widgets.1.${field}`);
    const after = await stored(mag._id, widget._id);
    expect(after.revision).toBe(revision);
    expect(after.widget).toMatchObject({ x: 5, w: 70, pid, locked: true });
    expect((await stored(mag._id, other._id)).widget).toEqual(other);
  });

  it('the type and the id cannot be removed: 400, nothing written', async () => {
    const { mag, widget, revision } = await projectWithShape();
    const typeReply = await owner.patch(`/api/mag/${mag._id}/widgets`, { revision, widgets: [{ _id: widget._id, type: null }] });
    expect(typeReply.status).toBe(400);
    expect(typeReply.body.errors[0].path).toBe('widgets.0.type');
    const idReply = await owner.patch(`/api/mag/${mag._id}/widgets`, { revision, widgets: [{ _id: null, x: 1 }] });
    expect(idReply.status).toBe(400);
    expect(idReply.body.errors[0].path).toBe('widgets.0._id');
    const after = await stored(mag._id, widget._id);
    expect(after.revision).toBe(revision);
    expect(after.widget.type).toBe('shape');
  });

  it('a removal is a change like any other: a stale revision is 409 and removes nothing; skipChanged removes', async () => {
    const { mag, widget, revision } = await projectWithShape();
    const stale = await owner.patch(`/api/mag/${mag._id}/widgets`, { revision: revision - 1, widgets: [{ _id: widget._id, angle: null }] });
    expect(stale.status).toBe(409);
    expect(stale.body.revision).toBe(revision);
    expect((await stored(mag._id, widget._id)).widget.angle).toBe(30);
    const forced = await owner.patch(`/api/mag/${mag._id}/widgets?skipChanged=true`, { revision: revision - 1, widgets: [{ _id: widget._id, angle: null }] });
    expect(forced.status).toBe(200);
    expect((await stored(mag._id, widget._id)).widget).not.toHaveProperty('angle');
  });

  it("another author cannot remove fields of the project's widgets (404), a visitor gets 401; nothing written", async () => {
    const { mag, widget, revision } = await projectWithShape();
    const body = { revision, widgets: [{ _id: widget._id, angle: null }] };
    expect((await stranger.patch(`/api/mag/${mag._id}/widgets`, body)).status).toBe(404);
    expect((await new Client(server.baseUrl).patch(`/api/mag/${mag._id}/widgets`, body)).status).toBe(401);
    const after = await stored(mag._id, widget._id);
    expect(after.revision).toBe(revision);
    expect(after.widget.angle).toBe(30);
  });
});
