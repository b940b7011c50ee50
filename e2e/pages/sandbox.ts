/** The seed fixture's sandbox ids and keys (server-stub/fixtures/default.json) that tests and page objects use. */
export const SANDBOX = {
  sdkKey: "pk_test_demo",
  secret: "sk_test_demo_secret",
  projectId: "prj_demo_shop",
  terminalProjectId: "prj_demo_terminal",
  merchantId: "mer_sandbox",
} as const;
