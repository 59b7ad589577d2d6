/**
 * GET /v1/events/{slug}/people, the endpoint added as one contract entry (src/contract/api.ts) plus
 * one prerender function (src/emit/plan.ts): the event's participants, then the others its verses
 * name, as person list items with their role; an upstream id resolves; an unknown event is a 404
 * with suggestions; other methods are 405s.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { expectProblem, expectSchema, json, sampleApp, type SampleApp } from "../../helpers/sample-app.ts";

let s: SampleApp;
beforeAll(async () => {
  s = await sampleApp();
});

interface Body {
  data: { slug: string; name: string; role: string }[];
  meta: { total: number; limit: number; offset: number };
}

describe("GET /v1/events/{slug}/people", () => {
  it("lists the participants, then the people only mentioned, each once", async () => {
    const event = await json<{ data: { participants: string[]; people_mentioned: string[] } }>(await s.request("/v1/events/abraham-enters-canaan"));
    const res = await s.request("/v1/events/abraham-enters-canaan/people");
    expect(res.status).toBe(200);
    const body = await json<Body>(res);
    expectSchema("event_person.list.json", body);
    const { participants, people_mentioned } = event.data;
    const others = people_mentioned.filter((p) => !participants.includes(p));
    expect(body.data.map((p) => p.slug)).toEqual([...participants, ...others]);
    expect(body.data.map((p) => p.role)).toEqual([...participants.map(() => "participant"), ...others.map(() => "mentioned")]);
    expect(body.meta).toEqual({ total: body.data.length, limit: body.data.length, offset: 0 });
    const people = await json<{ data: { slug: string; name: string }[] }>(await s.request("/v1/people?limit=200"));
    for (const p of body.data) expect(people.data.find((x) => x.slug === p.slug)?.name, p.slug).toBe(p.name);
  });

  it("resolves an event's upstream id, and answers 404 with suggestions for an unknown one", async () => {
    expect((await s.request("/v1/events/71/people")).status).toBe(200);
    const problem = await expectProblem(await s.request("/v1/events/abraham-enters-canan/people"), 404, "not-found");
    expect(problem.detail).toMatch(/^No event is identified by "abraham-enters-canan"\. Did you mean abraham-enters-canaan\?/);
    expect(problem.suggestions).toEqual([{ slug: "abraham-enters-canaan", name: "Abraham enters Canaan", url: "/v1/events/abraham-enters-canaan/people" }]);
  });

  it("answers other methods with 405", async () => {
    const res = await s.request("/v1/events/abraham-enters-canaan/people", { method: "DELETE" });
    await expectProblem(res, 405, "method-not-allowed");
    expect(res.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
  });
});
