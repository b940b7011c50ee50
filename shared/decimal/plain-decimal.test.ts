import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decimalPlaces,
  fromScaledInteger,
  isDecimal,
  isZero,
  parseDecimal,
  sameDecimalValue,
  scaledAsWritten,
  SIGNED_DECIMAL,
  toScaledInteger,
  UNSIGNED_DECIMAL,
  WIRE_DECIMAL,
  WIRE_DECIMAL_PATTERN,
  withoutTrailingZeros,
  type DecimalParts,
} from "./plain-decimal.ts";

/** Refused by every spelling: not the grammar at all. */
const NEVER = [
  "",
  " ",
  "1e3",
  "1E3",
  ".5",
  "5.",
  "1.",
  " 1",
  "1 ",
  "1,5",
  "1_000",
  "+1",
  "--1",
  "1-",
  "1.2.3",
  "NaN",
  "Infinity",
  "0x10",
  "１",
  "1\n",
  "-",
  "-.5",
  "١",
];

describe("WIRE_DECIMAL (the API spec's spelling)", () => {
  it.each(["0", "12.0", "0.000001", "99999999999999999999999", "10.50", "0.00"])("accepts %j", (text) => {
    expect(isDecimal(text, WIRE_DECIMAL)).toBe(true);
  });
  it.each(["-1", "-0", "01", "01.5", "00", "007", ...NEVER])("refuses %j", (text) => {
    expect(isDecimal(text, WIRE_DECIMAL)).toBe(false);
  });
});

describe("UNSIGNED_DECIMAL (what the kit holds and builds itself)", () => {
  it.each(["0", "12.0", "01", "01.5", "00", "007.250"])("accepts %j", (text) => {
    expect(isDecimal(text, UNSIGNED_DECIMAL)).toBe(true);
  });
  it.each(["-1", "-0", "-01.5", ...NEVER])("refuses %j", (text) => {
    expect(isDecimal(text, UNSIGNED_DECIMAL)).toBe(false);
  });
});

describe("SIGNED_DECIMAL (display)", () => {
  it.each(["0", "-0", "-1", "-0.5", "01.5", "-01.5", "12.0"])("accepts %j", (text) => {
    expect(isDecimal(text, SIGNED_DECIMAL)).toBe(true);
  });
  it.each(NEVER)("refuses %j", (text) => {
    expect(isDecimal(text, SIGNED_DECIMAL)).toBe(false);
  });
});

describe("the spellings against each other (property)", () => {
  const text = fc.string({ unit: fc.constantFrom("0", "1", "9", ".", "-", "e", " ", "+", ","), maxLength: 12 });

  it("WIRE ⊂ UNSIGNED ⊂ SIGNED, and they differ only by sign and leading zeros", () => {
    fc.assert(
      fc.property(text, (s) => {
        const wire = isDecimal(s, WIRE_DECIMAL);
        const unsigned = isDecimal(s, UNSIGNED_DECIMAL);
        const signed = isDecimal(s, SIGNED_DECIMAL);
        if (wire) expect(unsigned).toBe(true);
        if (unsigned) expect(signed).toBe(true);
        expect(unsigned).toBe(signed && !s.startsWith("-"));
        expect(wire).toBe(unsigned && !/^0\d/.test(s));
        expect(WIRE_DECIMAL_PATTERN.test(s)).toBe(wire);
      }),
      { numRuns: 3000 },
    );
  });

  it("parses back to the digits it was given", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.stringMatching(/^\d{1,25}$/),
        fc.stringMatching(/^\d{0,25}$/),
        (negative, integer, fraction) => {
          const written = `${negative ? "-" : ""}${integer}${fraction === "" ? "" : `.${fraction}`}`;
          expect(parseDecimal(written, SIGNED_DECIMAL)).toEqual({ negative, integer, fraction });
        },
      ),
    );
  });
});

describe("isZero", () => {
  const parts = (text: string): DecimalParts => parseDecimal(text, SIGNED_DECIMAL)!;
  it.each(["0", "0.00", "-0", "000.000"])("%j is zero", (text) => expect(isZero(parts(text))).toBe(true));
  it.each(["1", "0.01", "-0.5", "10", "1.1", "0.000000000000000000000001"])("%j is not", (text) =>
    expect(isZero(parts(text))).toBe(false),
  );
});

describe("decimalPlaces", () => {
  it("counts the digits sent after the point, trailing zeros included", () => {
    expect(decimalPlaces("10")).toBe(0);
    expect(decimalPlaces("10.5")).toBe(1);
    expect(decimalPlaces("10.50")).toBe(2);
    expect(decimalPlaces("0.000001")).toBe(6);
  });
});

describe("scaledAsWritten", () => {
  it("keeps every digit at the scale written, trailing zeros included", () => {
    expect(scaledAsWritten("0.925", UNSIGNED_DECIMAL)).toEqual({ units: 925n, scale: 3 });
    expect(scaledAsWritten("10.50", UNSIGNED_DECIMAL)).toEqual({ units: 1050n, scale: 2 });
    expect(scaledAsWritten("007", UNSIGNED_DECIMAL)).toEqual({ units: 7n, scale: 0 });
    expect(scaledAsWritten("-1.5", SIGNED_DECIMAL)).toEqual({ units: -15n, scale: 1 });
  });
  it("answers null for what the spelling refuses", () => {
    for (const text of ["-1.5", "1e3", ".5", ""]) expect(scaledAsWritten(text, UNSIGNED_DECIMAL), text).toBeNull();
    expect(scaledAsWritten("01.5", WIRE_DECIMAL)).toBeNull();
  });
  it("writes back the same decimal (property)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        (units, scale) => {
          const text = fromScaledInteger(units, scale);
          expect(scaledAsWritten(text, SIGNED_DECIMAL)).toEqual({ units, scale });
        },
      ),
    );
  });
});

describe("scaled integers", () => {
  const parts = (text: string): DecimalParts => parseDecimal(text, SIGNED_DECIMAL)!;

  it("scales exactly, allowing zeros but no other digit past the scale", () => {
    expect(toScaledInteger(parts("12.5"), 2)).toBe(1250n);
    expect(toScaledInteger(parts("12.500"), 2)).toBe(1250n);
    expect(toScaledInteger(parts("12"), 0)).toBe(12n);
    expect(toScaledInteger(parts("12.0"), 0)).toBe(12n);
    expect(toScaledInteger(parts("-0.25"), 2)).toBe(-25n);
    expect(toScaledInteger(parts("007.1"), 1)).toBe(71n);
    expect(toScaledInteger(parts("12.505"), 2)).toBeNull();
    expect(toScaledInteger(parts("0.1"), 0)).toBeNull();
  });

  it("keeps every digit at the written scale or a finer one", () => {
    expect(toScaledInteger(parts("0.925"), 3)).toBe(925n);
    expect(toScaledInteger(parts("10.50"), 4)).toBe(105000n);
    expect(toScaledInteger(parts("-3"), 0)).toBe(-3n);
  });

  it("writes exactly `scale` places", () => {
    expect(fromScaledInteger(1250n, 2)).toBe("12.50");
    expect(fromScaledInteger(5n, 2)).toBe("0.05");
    expect(fromScaledInteger(-5n, 2)).toBe("-0.05");
    expect(fromScaledInteger(0n, 3)).toBe("0.000");
    expect(fromScaledInteger(1234n, 0)).toBe("1234");
    expect(fromScaledInteger(-1234n, 0)).toBe("-1234");
  });

  it("round-trips any integer at any scale (property)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        (units, scale) => {
          const written = fromScaledInteger(units, scale);
          expect(decimalPlaces(written)).toBe(scale);
          expect(toScaledInteger(parseDecimal(written, SIGNED_DECIMAL)!, scale)).toBe(units);
        },
      ),
    );
  });

  it("drops trailing fraction zeros and a bare point, never an integer zero", () => {
    expect(withoutTrailingZeros("10.50")).toBe("10.5");
    expect(withoutTrailingZeros("3.000")).toBe("3");
    expect(withoutTrailingZeros("0.000")).toBe("0");
    expect(withoutTrailingZeros("100")).toBe("100");
    expect(withoutTrailingZeros("100.010")).toBe("100.01");
  });
});

describe("sameDecimalValue", () => {
  it("compares values, not spellings, exactly", () => {
    expect(sameDecimalValue("25", "25.00", UNSIGNED_DECIMAL)).toBe(true);
    expect(sameDecimalValue("025.0", "25", UNSIGNED_DECIMAL)).toBe(true);
    expect(sameDecimalValue("0.1", "0.10000000000000000001", UNSIGNED_DECIMAL)).toBe(false);
    expect(sameDecimalValue("25.00", "25.01", UNSIGNED_DECIMAL)).toBe(false);
    expect(sameDecimalValue("-1", "1", SIGNED_DECIMAL)).toBe(false);
    expect(sameDecimalValue("-1.0", "-1", SIGNED_DECIMAL)).toBe(true);
  });

  it("is false when either side is not a decimal of the spelling", () => {
    expect(sameDecimalValue("", "0", UNSIGNED_DECIMAL)).toBe(false);
    expect(sameDecimalValue("1e2", "100", UNSIGNED_DECIMAL)).toBe(false);
    expect(sameDecimalValue("025", "25", WIRE_DECIMAL)).toBe(false);
    expect(sameDecimalValue("-1", "-1", UNSIGNED_DECIMAL)).toBe(false);
    // Either side: the second one refused while the first is fine is false too, not an exception.
    expect(sameDecimalValue("100", "1e2", UNSIGNED_DECIMAL)).toBe(false);
    expect(sameDecimalValue("25", "025", WIRE_DECIMAL)).toBe(false);
  });
});
