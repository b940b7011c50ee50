/** The hosted payment page's sandbox wallet script (served as /pages/sandbox-wallet.js). */
import { startSandboxWallet } from "./sandbox-wallet.ts";

const wallet = document.querySelector<HTMLElement>(".wallet-sim[data-simulate-path]");
if (wallet !== null) startSandboxWallet(wallet);
