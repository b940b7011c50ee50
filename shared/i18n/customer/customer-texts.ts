/**
 * The one catalogue of what a paying customer reads in either app: where the payment stands and what went wrong, how
 * to pay it, its record, and the hosted page's way back to the shop. The widget and the terminal each add their own
 * words; every language of these texts is in ./locales/, one module each, which each app's language chunk includes.
 * English is split by what shows it, so the widget's first frame carries only the payment's state: the instructions
 * arrive with the payment screen, what went wrong with the first failure shown, the record with the final details.
 */
import type { Translations } from "../translator.ts";
import { paymentStateTexts } from "./payment-state-texts.ts";
import { problemTexts } from "./problem-texts.ts";
import { paymentInstructionTexts } from "./payment-instruction-texts.ts";
import { paymentRecordTexts } from "./payment-record-texts.ts";
import { wayBackTexts } from "./way-back-texts.ts";
import { endingTexts } from "./ending-texts.ts";

/** Every shared customer text in English (what the key-set test of each language compares with). */
export const customerTextsEn = { ...paymentStateTexts, ...problemTexts, ...paymentInstructionTexts, ...paymentRecordTexts, ...wayBackTexts, ...endingTexts };

export type CustomerTextKey = keyof typeof customerTextsEn;
/** One language's shared customer texts. */
export type CustomerTexts = Translations<typeof customerTextsEn>;
