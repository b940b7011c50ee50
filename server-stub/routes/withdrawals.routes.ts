/** Withdrawal and balance routes (signed, Payout key): create, read, list, cancel, sandbox completion, balances. */
import { SIGNED_OPERATIONS as OPS } from "../../shared/api/signed-operations.ts";
import { WithdrawalStatusSchema } from "../../shared/api/index.ts";
import type { EmitEvent } from "../domain/invoices.ts";
import {
  cancelWithdrawal,
  createWithdrawal,
  findWithdrawal,
  listWithdrawals,
  serializeWithdrawal,
  simulateCompletion,
} from "../domain/withdrawals.ts";
import { requestUrl, type AppDeps } from "../http/context.ts";
import type { ServeOperation } from "../http/operation-routes.ts";
import { enumParams, operationBody, pageRequest, pathId, unixParam } from "../http/request-parse.ts";
import type { WithdrawalStatus } from "../store.ts";

export function withdrawalRoutes(serve: ServeOperation, deps: AppDeps): void {
  const { store, clock } = deps;
  const emit: EmitEvent = (m, t, d) => deps.webhooks.emit(m, t, d);

  serve(OPS.createWithdrawal, (c) => {
    const body = operationBody(c, OPS.createWithdrawal);
    const { withdrawal, created } = createWithdrawal(store, c.get("caller"), body, clock.now(), emit);
    return c.json(serializeWithdrawal(withdrawal), created ? 201 : 200);
  });

  serve(OPS.getWithdrawal, (c) => {
    return c.json(serializeWithdrawal(findWithdrawal(store, c.get("caller"), pathId(c, OPS.getWithdrawal.id))));
  });

  serve(OPS.listWithdrawals, (c) => {
    const url = requestUrl(c);
    const asked = pageRequest(url, deps);
    const filters = {
      statuses: enumParams(url, "status", WithdrawalStatusSchema, "a withdrawal status") as WithdrawalStatus[],
      externalOrderId: url.searchParams.get("external_order_id") ?? undefined,
      createdFrom: unixParam(url, "created_from"),
      createdTo: unixParam(url, "created_to"),
    };
    const { page, next_cursor } = listWithdrawals(store, c.get("caller"), filters, asked);
    return c.json({ items: page.map(serializeWithdrawal), next_cursor });
  });

  serve(OPS.cancelWithdrawal, (c) => {
    const w = findWithdrawal(store, c.get("caller"), pathId(c, OPS.cancelWithdrawal.id));
    const body = operationBody(c, OPS.cancelWithdrawal);
    w.cancel_reason = body.reason;
    return c.json(serializeWithdrawal(cancelWithdrawal(store, w, clock.now(), emit)));
  });

  serve(OPS.simulateWithdrawalCompletion, (c) => {
    const w = findWithdrawal(store, c.get("caller"), pathId(c, OPS.simulateWithdrawalCompletion.id));
    return c.json(serializeWithdrawal(simulateCompletion(store, w, clock.now(), emit)));
  });

  serve(OPS.getBalances, (c) => {
    const caller = c.get("caller");
    return c.json(store.balancesOf(caller.merchant.id, caller.environment));
  });
}
