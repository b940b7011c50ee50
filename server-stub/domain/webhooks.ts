/** Webhook delivery: events signed per api-gaps.md, POSTed to endpoints registered through the control API, retried with backoff. */
import { webhookSignatureHeader } from "../../shared/signing/index.ts";
import type { Clock } from "../clock.ts";
import type { StubConfig } from "../config.ts";
import type { Store, WebhookDelivery, WebhookEndpoint } from "../store.ts";

/** The envelope's `version`: the integer 1, as the provider sends it (its SDKs refuse anything but a positive integer). */
export const WEBHOOK_VERSION = 1;

export interface WebhookDispatcher {
  /** Records the event and queues one delivery per registered endpoint. */
  emit(merchantId: string, eventType: string, data: unknown): void;
  /** Resolves when no attempt is running (timers of later retries may still be pending). */
  idle(): Promise<void>;
  /** Stops pending retries (on reset and shutdown). */
  cancelAll(): void;
}

export function createWebhookDispatcher(store: Store, clock: Clock, config: StubConfig): WebhookDispatcher {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<void>>();
  const doFetch = config.webhookFetch ?? ((input, init) => fetch(input, init));

  const start = (delivery: WebhookDelivery, endpoint: WebhookEndpoint): void => {
    const p = attempt(delivery, endpoint).finally(() => running.delete(p));
    running.add(p);
  };

  const schedule = (delivery: WebhookDelivery, endpoint: WebhookEndpoint, delayMs: number): void => {
    // A first attempt starts at once (a 0 ms timer is really 1 ms, and idle() could miss it).
    if (delayMs <= 0) return start(delivery, endpoint);
    const generation = store.deliveries;
    const timer = setTimeout(() => {
      timers.delete(timer);
      // A reset since scheduling replaced the log: this delivery belongs to a world that no longer exists.
      if (store.deliveries !== generation) return;
      start(delivery, endpoint);
    }, delayMs);
    timers.add(timer);
  };

  const attempt = async (delivery: WebhookDelivery, endpoint: WebhookEndpoint): Promise<void> => {
    delivery.attempt += 1;
    // The signature's t is wall time (clock.ts): receivers check it against their own clock, which no test moves.
    const t = clock.wallNow();
    delivery.attempted_at = clock.now();
    try {
      const signature = await webhookSignatureHeader(t, delivery.body, endpoint.secrets);
      const res = await doFetch(endpoint.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-webhook-id": delivery.event_id,
          "x-webhook-timestamp": String(t),
          "x-webhook-signature": signature,
        },
        body: delivery.body,
        signal: AbortSignal.timeout(10_000),
        // A redirect is not followed: it could point the signed event at an address the endpoint's owner never
        // registered (an internal service). A 3xx is a failed attempt, retried like any other.
        redirect: "manual",
      });
      delivery.response_status = res.status;
      await res.body?.cancel().catch(() => undefined);
      if (res.ok) {
        delivery.status = "delivered";
        delete delivery.next_attempt_at;
        delete delivery.error;
        return;
      }
      delivery.error =
        res.status >= 300 && res.status < 400 ? `HTTP ${res.status}: redirects are not followed` : `HTTP ${res.status}`;
    } catch (e) {
      delivery.error = (e as Error).message;
    }
    const backoff = config.webhookBackoffMs[delivery.attempt - 1];
    if (backoff === undefined) {
      delivery.status = "failed";
      delete delivery.next_attempt_at;
      return;
    }
    delivery.next_attempt_at = delivery.attempted_at + Math.ceil(backoff / 1000);
    schedule(delivery, endpoint, backoff);
  };

  return {
    emit(merchantId, eventType, data) {
      const event = {
        event_id: store.nextId("evt_"),
        event_type: eventType,
        version: WEBHOOK_VERSION,
        occurred_at: clock.now(),
        data,
      };
      store.events.push({ ...event, merchant_id: merchantId });
      const body = JSON.stringify(event);
      for (const endpoint of store.webhookEndpoints) {
        if (endpoint.merchant_id !== undefined && endpoint.merchant_id !== merchantId) continue;
        const delivery: WebhookDelivery = {
          delivery_id: store.nextId("whd_"),
          endpoint_id: endpoint.id,
          url: endpoint.url,
          event_id: event.event_id,
          event_type: eventType,
          attempt: 0,
          status: "pending",
          body,
        };
        store.deliveries.push(delivery);
        schedule(delivery, endpoint, 0);
      }
    },
    async idle() {
      // Waits with setImmediate, not a timer, so tests that fake timers can still wait for the attempts they started.
      do {
        await new Promise((r) => setImmediate(r));
        await Promise.all([...running]);
      } while (running.size > 0);
    },
    cancelAll() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
