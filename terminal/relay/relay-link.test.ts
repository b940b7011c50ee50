import { describe, expect, it } from "vitest";
import { readRelayLink, relayChange } from "./relay-link.ts";
import { parseRoute } from "../shell/routes.ts";

const CODE = "q3Vx8kP0bN2mZr7TuY1wAg";
const query = (relay: string, code = CODE) => `relay=${encodeURIComponent(relay)}&code=${code}`;

describe("the relay's pairing link", () => {
  it("reads the relay's URL and the code from the link the relay prints, through the route", () => {
    const route = parseRoute(`#/relay-pair?${query("https://relay.shop.example/base/")}`);
    expect(route).toEqual({ name: "relay-pair", query: query("https://relay.shop.example/base/") });
    expect(route.name === "relay-pair" && readRelayLink(route.query)).toEqual({
      ok: true,
      relayUrl: "https://relay.shop.example/base",
      code: CODE,
    });
  });

  it("takes plain http only for this device itself, as the settings do for the API base", () => {
    expect(readRelayLink(query("http://localhost:4020"))).toMatchObject({
      ok: true,
      relayUrl: "http://localhost:4020",
    });
    expect(readRelayLink(query("http://127.0.0.1:4020"))).toMatchObject({ ok: true });
    expect(readRelayLink(query("http://192.168.1.20:4020"))).toEqual({ ok: false, problem: "insecure" });
    expect(readRelayLink(query("http://relay.shop.example"))).toEqual({ ok: false, problem: "insecure" });
    expect(readRelayLink(query("ftp://relay.shop.example"))).toEqual({ ok: false, problem: "url" });
    expect(readRelayLink(query("relay.shop.example"))).toEqual({ ok: false, problem: "url" });
  });

  it("refuses a link without a relay or a code, or with a code cut or not of the relay's alphabet", () => {
    expect(readRelayLink(`code=${CODE}`)).toEqual({ ok: false, problem: "missing" });
    expect(readRelayLink(`relay=${encodeURIComponent("https://r.example")}`)).toEqual({
      ok: false,
      problem: "missing",
    });
    expect(readRelayLink("")).toEqual({ ok: false, problem: "missing" });
    expect(readRelayLink(query("https://r.example", "abc"))).toEqual({ ok: false, problem: "code" });
    expect(readRelayLink(query("https://r.example", `${CODE}%3Cb%3E`))).toEqual({ ok: false, problem: "code" });
  });

  it("tells a first relay, the same one again and another one apart", () => {
    expect(relayChange(undefined, "https://relay.shop.example")).toBe("new");
    expect(relayChange("https://relay.shop.example", "https://relay.shop.example/")).toBe("same");
    expect(relayChange("https://relay.shop.example", "https://RELAY.shop.example")).toBe("same");
    expect(relayChange("https://relay.shop.example", "https://relay.shop.example:8443")).toBe("changed");
    expect(relayChange("https://relay.shop.example", "https://evil.example")).toBe("changed");
    expect(relayChange("http://localhost:4020", "http://localhost:4021")).toBe("changed");
  });
});
