/** A `fetch` over a Playwright APIRequestContext, so StubControl reaches the stub as the page's context does (its HTTPS trust). */
import type { APIRequestContext } from "@playwright/test";

export function requestFetch(request: APIRequestContext): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const answer = await request.fetch(url, {
      method: init?.method ?? "GET",
      headers: Object.fromEntries(new Headers(init?.headers)),
      ...(typeof init?.body === "string" ? { data: init.body } : {}),
    });
    // A 204 or 304 Response may carry no body at all, not even an empty one.
    const body = answer.status() === 204 || answer.status() === 304 ? null : new Uint8Array(await answer.body());
    return new Response(body, { status: answer.status(), headers: answer.headers() });
  };
}
