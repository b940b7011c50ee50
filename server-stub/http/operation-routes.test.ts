import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { TimeSchema, type Operation } from "../../shared/api/index.ts";
import { createStub } from "../app.ts";
import type { StubEnv } from "./context.ts";
import { operationRoutes } from "./operation-routes.ts";

const operation = (path: string, key: Operation["key"]): Operation => ({
  method: "GET",
  path,
  key,
  ours: true,
  summary: "probe",
  tag: "Probe",
  response: TimeSchema,
  status: 200,
});

describe("operationRoutes", () => {
  const serve = operationRoutes(new Hono<StubEnv>(), createStub().deps);
  const handler = () => new Response(null, { status: 204 });

  it("refuses an operation outside /v1/ and /public/, where the pipeline would give it no body, journal, faults or CORS", () => {
    expect(() => serve(operation("/v2/things", "pk"), handler)).toThrow(/pipeline covers/);
    expect(() => serve(operation("/things", "none"), handler)).toThrow(/pipeline covers/);
  });

  it("refuses an X-Sdk-Key operation outside /public/ and a signed one inside it (CORS is written for /public/ alone)", () => {
    expect(() => serve(operation("/v1/things", "sdk"), handler)).toThrow(/X-Sdk-Key/);
    expect(() => serve(operation("/public/v1/things", "pk"), handler)).toThrow(/X-Sdk-Key/);
    expect(() => serve(operation("/public/v1/things", "sdk"), handler)).not.toThrow();
  });
});
