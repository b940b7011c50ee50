/** Withdrawal and balance routes (signed, Payout key): create, read, list, cancel, sandbox completion, balances. */
import type { Hono } from "hono";
import { WithdrawalCancelBodySchema, WithdrawalCreateBodySchema, WithdrawalStatusSchema } from "../../shared/api/index.ts";
import { newestFirstPage, type ListRequest } from "../domain/cursors.ts";
import { callerMaySee } from "../domain/record-visibility.ts";
import type { EmitEvent } from "../domain/invoices.ts";
import { cancelWithdrawal, createWithdrawal, findWithdrawal, serializeWithdrawal, simulateCompletion } from "../domain/withdrawals.ts";
import type { AppDeps, StubEnv } from "../http/context.ts";
import { checkQuery } from "../http/request-body.ts";
import { enumParams, pageLimit, parseBody, pathId, unixParam } from "../http/request-parse.ts";
import { signedAuth } from "../http/signed-auth.ts";

export const WITHDRAWAL_LIST_PARAMS = ["limit", "cursor", "status", "external_order_id", "created_from", "created_to"] as const;

export function withdrawalRoutes(app: Hono<StubEnv>, deps: AppDeps): void {
  const { store, clock, config } = deps;
  const auth = signedAuth(deps, "payout");
  const emit: EmitEvent = (m, t, d) => deps.webhooks.emit(m, t, d);

  app.post("/v1/withdrawals", auth, (c) => {
    checkQuery(c, []);
    const body = parseBody(c, WithdrawalCreateBodySchema);
    const { withdrawal, created } = createWithdrawal(store, c.get("caller"), body, clock.now(), emit);
    return c.json(serializeWithdrawal(withdrawal), created ? 201 : 200);
  });

  app.get("/v1/withdrawals/:id", auth, (c) => {
    checkQuery(c, []);
    return c.json(serializeWithdrawal(findWithdrawal(store, c.get("caller"), pathId(c, "wdr_", "withdrawal_id"))));
  });

  app.get("/v1/withdrawals", auth, (c) => {
    checkQuery(c, WITHDRAWAL_LIST_PARAMS);
    const caller = c.get("caller");
    const url = new URL(c.req.url);
    const now = clock.now();
    const limit = pageLimit(url);
    const statuses = enumParams(url, "status", WithdrawalStatusSchema, "a withdrawal status");
    const ext = url.searchParams.get("external_order_id") ?? undefined;
    const from = unixParam(url, "created_from");
    const to = unixParam(url, "created_to");
    const list: ListRequest = {
      resource: "withdrawals",
      filters: [[...statuses].sort(), ext ?? null, from ?? null, to ?? null, limit],
      caller,
      scope: "*",
      limit,
      cursor: url.searchParams.get("cursor"),
      now,
    };
    const { page, next_cursor } = newestFirstPage(config.cursorSecret, list, store.withdrawals.values(), (w) =>
      callerMaySee(caller, w) &&
      (statuses.length === 0 || statuses.includes(w.status)) && (ext === undefined || w.external_order_id === ext) &&
      (from === undefined || w.created_at >= from) && (to === undefined || w.created_at <= to));
    return c.json({ items: page.map(serializeWithdrawal), next_cursor });
  });

  app.post("/v1/withdrawals/:id/cancel", auth, (c) => {
    checkQuery(c, []);
    const w = findWithdrawal(store, c.get("caller"), pathId(c, "wdr_", "withdrawal_id"));
    const body = parseBody(c, WithdrawalCancelBodySchema);
    w.cancel_reason = body.reason;
    return c.json(serializeWithdrawal(cancelWithdrawal(store, w, clock.now(), emit)));
  });

  app.post("/v1/sandbox/withdrawals/:id/simulate-completion", auth, (c) => {
    checkQuery(c, []);
    const w = findWithdrawal(store, c.get("caller"), pathId(c, "wdr_", "withdrawal_id"));
    return c.json(serializeWithdrawal(simulateCompletion(store, w, clock.now(), emit)));
  });

  app.get("/v1/balances", auth, (c) => {
    checkQuery(c, []);
    const caller = c.get("caller");
    return c.json(store.balancesOf(caller.merchant.id, caller.environment));
  });
}
