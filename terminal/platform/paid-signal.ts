/** The "paid" signal staff hear and feel: a short two-tone chime and a vibration, where the device allows them. */

export function signalPaid(): void {
  try {
    navigator.vibrate?.([120, 60, 120]);
  } catch {
    // Vibration is optional.
  }
  try {
    const ctx = new AudioContext();
    const tone = (freq: number, start: number) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, ctx.currentTime + start);
      gain.gain.exponentialRampToValueAtTime(0.3, ctx.currentTime + start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + start + 0.25);
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + start);
      osc.stop(ctx.currentTime + start + 0.3);
    };
    tone(880, 0);
    tone(1320, 0.18);
    setTimeout(() => void ctx.close(), 1000);
  } catch {
    // No audio without a user gesture on some browsers: the screen says it anyway.
  }
}
