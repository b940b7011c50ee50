/** The seed fixture's sandbox ids and keys (fixtures/default.json): what the control client, tests and page objects sign and embed with. */
export const SANDBOX = {
  sdkKey: "pk_test_demo",
  secret: "sk_test_demo_secret",
  projectId: "prj_demo_shop",
  terminalProjectId: "prj_demo_terminal",
  merchantId: "mer_sandbox",
} as const;
