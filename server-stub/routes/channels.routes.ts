/** Payment channel and deposit routes (signed, Payment key): create, read, list, block/unblock, simulate-deposit, the deposit feed. */
import { SIGNED_OPERATIONS as OPS } from "../../shared/api/signed-operations.ts";
import { PaymentChannelStatusSchema, checkExternalId } from "../../shared/api/index.ts";
import {
  checkChannelsEnabled,
  createChannel,
  findChannel,
  findDeposit,
  listChannels,
  refreshChannel,
  serializeChannel,
  serializeDeposit,
  setChannelBlocked,
  simulateDeposit,
} from "../domain/channels.ts";
import { decodeCursorCarryingFilters, encodeCursor } from "../domain/cursors.ts";
import { callerMaySee } from "../domain/record-visibility.ts";
import type { EmitEvent } from "../domain/invoices.ts";
import { requestUrl, type AppDeps, type StubContext } from "../http/context.ts";
import type { ServeOperation } from "../http/operation-routes.ts";
import { StubError } from "../domain/stub-error.ts";
import {
  enumParams,
  pageLimit,
  pageRequest,
  operationBody,
  pathId,
  queryId,
  unixParam,
} from "../http/request-parse.ts";
import type { ChannelRecord } from "../store.ts";

export function channelRoutes(serve: ServeOperation, deps: AppDeps): void {
  const { store, clock, config } = deps;
  const emit: EmitEvent = (m, t, d) => deps.webhooks.emit(m, t, d);
  const enabled = (c: StubContext) => checkChannelsEnabled(store, c.get("caller"));
  const scopeOf = (c: StubContext) => c.get("caller").key.project_ids?.join(",") ?? "*";

  serve(OPS.createPaymentChannel, (c) => {
    enabled(c);
    const body = operationBody(c, OPS.createPaymentChannel);
    const { channel, created } = createChannel(store, c.get("caller"), body.project_id, body.external_id, clock.now());
    return c.json(serializeChannel(store, refreshChannel(channel, clock.now())), created ? 201 : 200);
  });

  serve(OPS.getPaymentChannel, (c) => {
    enabled(c);
    return c.json(
      serializeChannel(
        store,
        refreshChannel(findChannel(store, c.get("caller"), pathId(c, OPS.getPaymentChannel.id)), clock.now()),
      ),
    );
  });

  serve(OPS.listPaymentChannels, (c) => {
    enabled(c);
    const caller = c.get("caller");
    const url = requestUrl(c);
    const asked = pageRequest(url, deps);
    // Repeatable, as on invoices and withdrawals: ?status=active&status=blocked lists both.
    const statuses = enumParams(url, "status", PaymentChannelStatusSchema, "a channel status");
    const ext = url.searchParams.get("external_id") ?? undefined;
    if (ext !== undefined && checkExternalId(ext) !== null)
      throw new StubError(
        "payment_channel_external_id_invalid",
        "external_id must be 1 to 128 characters and not blank.",
        { field: "external_id" },
      );
    const projectId = queryId(url, "project_id", "prj_");
    const filters = { statuses: statuses as ChannelRecord["status"][], externalId: ext, projectId };
    const { page, next_cursor } = listChannels(store, caller, filters, asked);
    return c.json({ items: page.map((ch) => serializeChannel(store, refreshChannel(ch, asked.now))), next_cursor });
  });

  for (const [operation, blocked] of [
    [OPS.blockPaymentChannel, true],
    [OPS.unblockPaymentChannel, false],
  ] as const) {
    serve(operation, (c) => {
      enabled(c);
      const ch = findChannel(store, c.get("caller"), pathId(c, operation.id));
      return c.json(serializeChannel(store, setChannelBlocked(ch, blocked, clock.now())));
    });
  }

  serve(OPS.simulateDeposit, (c) => {
    enabled(c);
    const ch = findChannel(store, c.get("caller"), pathId(c, OPS.simulateDeposit.id));
    const body = operationBody(c, OPS.simulateDeposit);
    return c.json(serializeDeposit(simulateDeposit(store, ch, body, clock.now(), emit)), 201);
  });

  serve(OPS.getDeposit, (c) => {
    enabled(c);
    return c.json(serializeDeposit(findDeposit(store, c.get("caller"), pathId(c, OPS.getDeposit.id))));
  });

  /** The feed of confirmed deposits: stable order, never ends (an empty page still carries a cursor to resume from). */
  serve(OPS.listDeposits, (c) => {
    enabled(c);
    const caller = c.get("caller");
    const url = requestUrl(c);
    const now = clock.now();
    const limit = pageLimit(url);
    const sent = [
      queryId(url, "project_id", "prj_"),
      queryId(url, "payment_channel_id", "pc_"),
      unixParam(url, "confirmed_from"),
    ];
    const binding = {
      resource: "deposit_feed",
      merchant: caller.merchant.id,
      environment: caller.environment,
      scope: scopeOf(c),
    };
    // The cursor carries the filters it was issued for: a poll resumes from it alone (the provider's SDK sends
    // confirmed_from on the first poll only), and a filter sent with it must be the cursor's own.
    const cursor = url.searchParams.get("cursor");
    const resumed =
      cursor !== null ? decodeCursorCarryingFilters(config.cursorSecret, binding, sent, cursor, now) : null;
    const [projectId, channelId, from] = resumed?.filters ?? sent.map((value) => value ?? null);
    const after = resumed?.position ?? 0;
    const items = store.feed
      .filter((d) => (d.feed_seq ?? 0) > after && callerMaySee(caller, d))
      .filter(
        (d) =>
          (projectId === null || d.project_id === projectId) &&
          (channelId === null || d.payment_channel_id === channelId) &&
          (from === null || (d.confirmed_at ?? 0) >= (from as number)),
      )
      .slice(0, limit);
    const last = items[items.length - 1];
    return c.json({
      items: items.map(serializeDeposit),
      next_cursor: encodeCursor(
        config.cursorSecret,
        { ...binding, filters: JSON.stringify([projectId, channelId, from]) },
        last?.feed_seq ?? after,
        now,
        true,
      ),
    });
  });
}
