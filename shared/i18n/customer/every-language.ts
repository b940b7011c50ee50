/**
 * The shared customer texts of every language at once, for a server that answers in any of them (the stub's hosted
 * page). The browser apps never import this: they fetch one language as a chunk.
 */
import type { SupportedLocale } from "../supported-locales.ts";
import { customerTextsEn, type CustomerTexts } from "./customer-texts.ts";
import { customerTexts as de } from "./locales/de.ts";
import { customerTexts as es } from "./locales/es.ts";
import { customerTexts as fr } from "./locales/fr.ts";
import { customerTexts as ar } from "./locales/ar.ts";
import { customerTexts as ptBR } from "./locales/pt-BR.ts";
import { customerTexts as it } from "./locales/it.ts";
import { customerTexts as nl } from "./locales/nl.ts";
import { customerTexts as pl } from "./locales/pl.ts";
import { customerTexts as tr } from "./locales/tr.ts";
import { customerTexts as uk } from "./locales/uk.ts";
import { customerTexts as ja } from "./locales/ja.ts";
import { customerTexts as zhCN } from "./locales/zh-CN.ts";
import { customerTexts as ko } from "./locales/ko.ts";
import { customerTexts as id } from "./locales/id.ts";
import { customerTexts as he } from "./locales/he.ts";

export const CUSTOMER_TEXTS_BY_LOCALE: Readonly<Record<SupportedLocale, CustomerTexts>> = {
  en: customerTextsEn,
  de,
  es,
  fr,
  ar,
  "pt-BR": ptBR,
  it,
  nl,
  pl,
  tr,
  uk,
  ja,
  "zh-CN": zhCN,
  ko,
  id,
  he,
};
